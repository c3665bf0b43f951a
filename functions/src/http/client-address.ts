import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * Express `trust proxy`: which hops of X-Forwarded-For are ours. Behind Firebase Hosting the
 * chain is browser → Hosting's CDN (Fastly, which appends the address that connected to it)
 * → Google's front end (which appends the CDN node) → the function, whose socket peer is the
 * platform's internal proxy. So from the right: the peer, the CDN node, then the browser;
 * everything further left is whatever the client wrote, and we never read it. A loopback peer
 * is the local stack (the emulators append nothing): the caller is that peer itself. So is a
 * peer with no address at all: the Functions emulator hands each request to its worker over a
 * Unix socket, passing the caller's headers through untouched.
 */
const HOSTING_PROXY_HOPS = 2;

function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

export function trustHostingProxies(address: string | undefined, hop: number): boolean {
  if (hop === 0 && (!address || isLoopback(address))) return false;
  return hop < HOSTING_PROXY_HOPS;
}

/**
 * Whose per-address budget a call spends. Without a peer address the caller is on this machine
 * (the local stack's emulators listen on loopback only), so it shares the machine's budget,
 * named for what it is; a header the caller wrote never picks another one.
 */
const LOCAL_MACHINE = 'local-machine';

export function clientAddress(req: Request): string {
  return req.ip ?? LOCAL_MACHINE;
}
