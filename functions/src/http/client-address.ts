import { isIP } from 'node:net';

/**
 * Express `trust proxy`: which hops of X-Forwarded-For are ours. Behind Firebase Hosting the
 * chain is browser → Hosting's CDN (Fastly, which appends the address that connected to it)
 * → Google's front end (which appends the CDN node) → the function, whose socket peer is the
 * platform's internal proxy. So from the right: the peer, the CDN node, then the browser;
 * everything further left is whatever the client wrote, and we never read it. A loopback peer
 * is the local stack (the emulators append nothing): the caller is that peer itself.
 */
export const HOSTING_PROXY_HOPS = 2;

function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

export function trustHostingProxies(address: string, hop: number): boolean {
  if (hop === 0 && isLoopback(address)) return false;
  return hop < HOSTING_PROXY_HOPS;
}
