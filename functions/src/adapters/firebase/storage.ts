import { readFileSync } from 'node:fs';
import { cert, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { throwawaySigningKey, type SigningKey } from './signing-key';

/** Cloud Storage as the app sees it: object paths in, bytes and short-lived URLs out. */
export interface ObjectStore {
  put(path: string, data: Buffer, contentType: string): Promise<void>;
  read(path: string): Promise<Buffer>;
  exists(path: string): Promise<boolean>;
  signedUrl(
    path: string,
    opts?: { expiresInSeconds?: number; downloadName?: string },
  ): Promise<string>;
  remove(path: string): Promise<void>;
  removePrefix(prefix: string): Promise<void>;
}

export interface ObjectStoreOptions {
  projectId: string;
  bucket: string;
  /**
   * Local stack only: a service-account JSON to sign URLs with. In production the function's
   * own service account signs through IAM, so no key exists. `'throwaway'` makes one in memory.
   */
  signingKey?: { file: string } | 'throwaway';
}

const SIGNER_APP = 'storage-signer';
export const DEFAULT_URL_SECONDS = 3600;

function keyFrom(option: ObjectStoreOptions['signingKey'], projectId: string): SigningKey | null {
  if (!option) return null;
  if (option === 'throwaway') return throwawaySigningKey(projectId);
  const json = JSON.parse(readFileSync(option.file, 'utf8')) as Record<string, string>;
  return { clientEmail: json.client_email ?? '', privateKey: json.private_key ?? '' };
}

/**
 * A signing credential lives in its own firebase-admin app, so the default app used for
 * Firestore and Auth keeps the ambient credentials.
 */
function storageApp(options: ObjectStoreOptions): App {
  const key = keyFrom(options.signingKey, options.projectId);
  if (!key) return getApps()[0] ?? initializeApp({ projectId: options.projectId });
  const existing = getApps().find((a) => a.name === SIGNER_APP);
  if (existing) return existing;
  return initializeApp(
    { projectId: options.projectId, credential: cert({ projectId: options.projectId, ...key }) },
    SIGNER_APP,
  );
}

function safeName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_');
}

export function createObjectStore(options: ObjectStoreOptions): ObjectStore {
  const bucket = getStorage(storageApp(options)).bucket(options.bucket);
  return {
    async put(path, data, contentType) {
      await bucket.file(path).save(data, { contentType, resumable: false });
    },
    async read(path) {
      const [data] = await bucket.file(path).download();
      return data;
    },
    async exists(path) {
      const [found] = await bucket.file(path).exists();
      return found;
    },
    async signedUrl(path, opts = {}) {
      const seconds = opts.expiresInSeconds ?? DEFAULT_URL_SECONDS;
      const [url] = await bucket.file(path).getSignedUrl({
        action: 'read',
        version: 'v4',
        expires: Date.now() + seconds * 1000,
        ...(opts.downloadName
          ? { responseDisposition: `attachment; filename="${safeName(opts.downloadName)}"` }
          : {}),
      });
      return url;
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
    async removePrefix(prefix) {
      await bucket.deleteFiles({ prefix });
    },
  };
}
