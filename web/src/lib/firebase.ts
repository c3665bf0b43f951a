import type { Auth } from 'firebase/auth';
import { readItem, removeItem, storageKeys, writeItem } from './storage';

let loading: Promise<Auth> | undefined;
let loaded: Auth | undefined;
const listeners = new Set<(signedIn: boolean) => void>();

/**
 * Firebase Auth, downloaded on first use (about a fifth of the first screen's script): a
 * visitor on the sign-in page who has never signed in here does not pay for it until they
 * start on the form (see routes/login) or a call needs it.
 */
export function loadFirebaseAuth(): Promise<Auth> {
  loading ??= import('./firebase-auth').then(({ createFirebaseAuth }) => {
    loaded = createFirebaseAuth((signedIn) => {
      // The hint a later page load reads to know whether a session is worth restoring.
      if (signedIn) writeItem('local', storageKeys.firebaseSignedIn, '1');
      else removeItem('local', storageKeys.firebaseSignedIn);
      for (const listener of listeners) listener(signedIn);
    });
    return loaded;
  });
  return loading;
}

/** Calls `listener` with every Firebase sign-in state once Firebase Auth is loaded. */
export function onFirebaseAuthChange(listener: (signedIn: boolean) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether this browser may hold a Firebase session: Firebase is already loaded, it reported a
 * signed-in user on an earlier visit, a session backup is left from one (a browser from before
 * the hint existed), or a Google redirect sign-in is on its way back.
 */
function mayHaveFirebaseSession(): boolean {
  return (
    loaded !== undefined ||
    readItem('local', storageKeys.firebaseSignedIn) !== null ||
    readItem('local', storageKeys.sessionBackup) !== null ||
    readItem('session', storageKeys.googleRedirectPending) !== null
  );
}

/**
 * Firebase Auth with its persisted session restored, or null without loading it when this
 * browser has never been signed in to Firebase.
 */
export async function restoredFirebaseAuth(): Promise<Auth | null> {
  if (!mayHaveFirebaseSession()) return null;
  const auth = await loadFirebaseAuth();
  await auth.authStateReady();
  return auth;
}
