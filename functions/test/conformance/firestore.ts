import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// The suite checks the Firestore server the stack runs (the real emulator or our patched
// offline server). Without one it must fail loudly: a skipped conformance run proves nothing.
const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) {
  throw new Error(
    'FIRESTORE_EMULATOR_HOST is not set: the Firestore conformance suite needs a running ' +
      'Firestore server (npm start, or node scripts/local-stack/firestore/serve.mjs --port 8080).',
  );
}

const app =
  getApps().find((a) => a.name === 'conformance') ??
  initializeApp({ projectId: 'demo-inkforge' }, 'conformance');

export const db: Firestore = getFirestore(app);

/** A collection name unique to this run, so runs never see each other's documents. */
export function uniqueCollection(name: string): string {
  return `conformance-${randomUUID().slice(0, 8)}-${name}`;
}

/** The gRPC status code of a rejected Firestore call (ALREADY_EXISTS is 6, ABORTED 10). */
export async function errorCode(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return (err as { code?: number }).code;
  }
}

export const ALREADY_EXISTS = 6;
export const NOT_FOUND = 5;
