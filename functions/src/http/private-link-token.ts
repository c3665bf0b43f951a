import { createHash, randomBytes } from 'node:crypto';

/** Tokens we hand out are 43 base64url characters (256 random bits); nothing else is looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The key of a private client link (intake form, design approval). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, so a read of the database opens no form. */
export function linkTokenHash(token: string): string | null {
  return TOKEN.test(token) ? createHash('sha256').update(token).digest('hex') : null;
}
