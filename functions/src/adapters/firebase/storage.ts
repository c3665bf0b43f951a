import { readFileSync } from 'node:fs';
import { cert, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { Bucket } from '@google-cloud/storage';
import type { ObjectStore } from '../object-store';
import { withSignedUrlCache } from '../signed-url-cache';
import { throwawaySigningKey, type SigningKey } from './signing-key';

export type { ObjectStore };

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
const DEFAULT_URL_SECONDS = 3600;

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

/** Signed URLs are reused while half their life is left (signed-url-cache.ts says why). */
export function createObjectStore(options: ObjectStoreOptions): ObjectStore {
  return withSignedUrlCache(createBucketStore(options), {
    defaultLifeSeconds: DEFAULT_URL_SECONDS,
  });
}

function createBucketStore(options: ObjectStoreOptions): ObjectStore {
  // getStorage() loads @google-cloud/storage: on the first object call, not when the worker
  // builds the app (most requests, sign-in among them, touch no object).
  let opened: Bucket | undefined;
  const bucket = () => (opened ??= getStorage(storageApp(options)).bucket(options.bucket));
  return {
    async put(path, data, contentType) {
      await bucket().file(path).save(data, { contentType, resumable: false });
    },
    async read(path) {
      const [data] = await bucket().file(path).download();
      return data;
    },
    async exists(path) {
      const [found] = await bucket().file(path).exists();
      return found;
    },
    async signedUrl(path, opts = {}) {
      const seconds = opts.expiresInSeconds ?? DEFAULT_URL_SECONDS;
      const [url] = await bucket()
        .file(path)
        .getSignedUrl({
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
      await bucket().file(path).delete({ ignoreNotFound: true });
    },
    async removePrefix(prefix) {
      await bucket().deleteFiles({ prefix });
    },
  };
}
