import { generateKeyPairSync } from 'node:crypto';

export interface SigningKey {
  clientEmail: string;
  privateKey: string;
}

let cached: SigningKey | undefined;

/**
 * A key for the local demo project only: the local storage server accepts any signature, but
 * the SDK will not mint a URL without a private key. Made once per process, never stored.
 */
export function throwawaySigningKey(projectId: string): SigningKey {
  cached ??= {
    clientEmail: `local-signer@${projectId}.iam.gserviceaccount.com`,
    privateKey: generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey,
  };
  return cached;
}
