import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';

/**
 * The storage server only serves signed URLs, and the SDK signs only with a private key. This
 * writes a throwaway service-account key for the demo project into .local-stack/ (git-ignored)
 * once, and returns its path. It grants nothing: the project is a local demo.
 */
export function ensureSigningKey(projectId) {
  const dir = path.join(ROOT, '.local-stack');
  const file = path.join(dir, 'signing-key.json');
  if (existsSync(file)) return file;
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const key = {
    type: 'service_account',
    project_id: projectId,
    client_email: `local-signer@${projectId}.iam.gserviceaccount.com`,
    private_key: privateKey,
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(key, null, 2)}\n`, { mode: 0o600 });
  return file;
}
