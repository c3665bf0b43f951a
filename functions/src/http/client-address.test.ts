import express from 'express';
import { describe, expect, it } from 'vitest';
import { trustHostingProxies } from './client-address';

const app = express();
app.set('trust proxy', trustHostingProxies);

/** The address express gives as req.ip for this peer and X-Forwarded-For. */
function clientOf(peer: string | undefined, forwardedFor?: string): string | undefined {
  const req = Object.create(app.request) as express.Request;
  Object.assign(req, {
    app,
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return req.ip;
}

describe('trustHostingProxies', () => {
  it('takes the address Hosting saw, not what the browser wrote', () => {
    // Browser 203.0.113.9 → CDN (appends it) → Google front end (appends the CDN node).
    expect(clientOf('169.254.1.1', '203.0.113.9, 151.101.1.1')).toBe('203.0.113.9');
    expect(clientOf('169.254.1.1', '6.6.6.6, 7.7.7.7, 203.0.113.9, 151.101.1.1')).toBe(
      '203.0.113.9',
    );
  });

  it('on the local stack the loopback peer is the caller, whatever the header says', () => {
    expect(clientOf('127.0.0.1', '6.6.6.6')).toBe('127.0.0.1');
    expect(clientOf('::ffff:127.0.0.1', '6.6.6.6, 7.7.7.7')).toBe('::ffff:127.0.0.1');
  });

  it('a peer with no address (the emulator hands requests over a Unix socket) trusts no header', () => {
    expect(clientOf(undefined, '6.6.6.6')).toBeUndefined();
    expect(clientOf(undefined, '6.6.6.6, 7.7.7.7')).toBeUndefined();
    expect(clientOf(undefined)).toBeUndefined();
  });
});
