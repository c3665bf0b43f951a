// Hosting serves Firebase's own pages under /__/ on every Hosting domain: the Auth handler
// and iframe that Google sign-in loads from the app's own domain (its authDomain), and the
// config they read. Our SPA rewrite and our page headers (a CSP that allows only our scripts,
// framing denied) must leave them alone, or sign-in by redirect breaks.
import { describe, expect, it } from 'vitest';
import { firebaseJson } from './upload';

const RESERVED = [
  '/__/auth/handler',
  '/__/auth/iframe',
  '/__/auth/handler.js',
  '/__/firebase/init.json',
];
const APP_PAGES = ['/', '/login', '/reset-password', '/intake/abc123'];

function matches(rule: { source?: string; regex?: string }, urlPath: string): boolean {
  if (rule.regex !== undefined) return new RegExp(rule.regex).test(urlPath);
  // Hosting's globs as used here: `**` any path, `*` one segment.
  const glob = (rule.source ?? '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*/g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '.*');
  return new RegExp(`^${glob}$`).test(urlPath);
}

describe("Hosting leaves Firebase's reserved /__/ paths alone", () => {
  const { hosting } = firebaseJson();
  const rewrites = hosting.rewrites ?? [];
  const pageHeaders = (hosting.headers ?? []).filter((rule) =>
    rule.headers.some((h) => h.key === 'Content-Security-Policy' || h.key === 'X-Frame-Options'),
  );

  it('rewrites no reserved path to the app or a function', () => {
    for (const urlPath of RESERVED) {
      expect(
        rewrites.filter((rule) => matches(rule, urlPath)),
        urlPath,
      ).toEqual([]);
    }
  });

  it('puts the page security headers on no reserved path', () => {
    for (const urlPath of RESERVED) {
      expect(
        pageHeaders.filter((rule) => matches(rule, urlPath)),
        urlPath,
      ).toEqual([]);
    }
  });

  it('still serves and protects every app page', () => {
    for (const urlPath of APP_PAGES) {
      expect(rewrites.find((rule) => matches(rule, urlPath))?.destination, urlPath).toBe(
        '/index.html',
      );
      expect(
        pageHeaders.filter((rule) => matches(rule, urlPath)),
        urlPath,
      ).not.toEqual([]);
    }
  });
});
