import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';

/**
 * Web push needs a VAPID key pair (a P-256 key, base64url, as `web-push generate-vapid-keys`
 * prints it). The stack makes a throwaway one into .local-stack/ (git-ignored) once and keeps
 * it, so a browser's subscription survives a restart. It is never committed.
 */
export function ensureVapidKeys() {
  const dir = path.join(ROOT, '.local-stack');
  const file = path.join(dir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
