import type { Auth } from 'firebase/auth';
import { persistedIdToken, type PersistedIdToken } from './persisted-session';
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

/** Firebase's saved token while Firebase Auth is not loaded on this page and the token is fresh. */
async function savedIdToken(): Promise<PersistedIdToken | null> {
  if (loaded !== undefined || !mayHaveFirebaseSession()) return null;
  return persistedIdToken();
}

/**
 * The signed-in Firebase user's uid and ID token, or null. A page load of a signed-in screen
 * sends the token Firebase saved while it is fresh, without downloading Firebase Auth; Firebase
 * Auth loads once it is not (it refreshes the token), or to sign in or out.
 */
export async function firebaseIdentity(): Promise<PersistedIdToken | null> {
  const saved = await savedIdToken();
  if (saved) return saved;
  const current = (await restoredFirebaseAuth())?.currentUser;
  return current ? { uid: current.uid, token: await current.getIdToken() } : null;
}

/** Whether a Firebase user is signed in here (see firebaseIdentity). */
export async function hasFirebaseSession(): Promise<boolean> {
  if (await savedIdToken()) return true;
  return ((await restoredFirebaseAuth())?.currentUser ?? null) !== null;
}

// Another tab signed out: its Firebase Auth dropped the hint. Where Firebase Auth is not loaded
// yet, load it, so that this tab's listeners hear the sign-out as they would from it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.firebaseSignedIn && event.newValue === null && !loaded) {
      void loadFirebaseAuth();
    }
  });
}
