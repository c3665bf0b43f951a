import { env } from '@/config/env';
import { readItem } from './storage';

/** The signed-in user's ID token, as Firebase Auth last saved it in this browser. */
export interface PersistedIdToken {
  uid: string;
  token: string;
}

// Where Firebase Auth keeps its signed-in user (the persistences lib/firebase-auth lists, in
// that order): one record under this key in its IndexedDB database, else in localStorage.
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';
const userKey = () => `firebase:authUser:${env.firebase.apiKey}:[DEFAULT]`;

/** A token this close to its end is left to Firebase Auth, which refreshes it. */
const MIN_LIFETIME_MS = 5 * 60_000;

function readDatabase(key: string): Promise<unknown> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DATABASE);
    } catch {
      resolve(undefined);
      return;
    }
    // No database yet: leave creating it to Firebase Auth (aborting creates nothing).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(undefined);
    request.onblocked = () => resolve(undefined);
    request.onsuccess = () => {
      const db = request.result;
      const done = (value: unknown) => {
        db.close();
        resolve(value);
      };
      try {
        const get = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
        get.onsuccess = () => done((get.result as { value?: unknown } | undefined)?.value);
        get.onerror = () => done(undefined);
      } catch {
        done(undefined);
      }
    };
  });
}

function parseStored(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function tokenOf(record: unknown): PersistedIdToken | null {
  const user = record as
    | { uid?: unknown; stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown } }
    | undefined;
  const uid = user?.uid;
  const token = user?.stsTokenManager?.accessToken;
  const expires = user?.stsTokenManager?.expirationTime;
  if (typeof uid !== 'string' || typeof token !== 'string' || typeof expires !== 'number') {
    return null;
  }
  return expires - Date.now() > MIN_LIFETIME_MS ? { uid, token } : null;
}

/**
 * The ID token Firebase Auth saved for the signed-in user, read without loading Firebase Auth
 * (about a fifth of a signed-in screen's script), while it has at least 5 minutes to live.
 * Null when there is none, it is close to its end, or the record is not in the shape expected:
 * the caller then loads Firebase Auth, which restores, refreshes or ends the session.
 */
export async function persistedIdToken(): Promise<PersistedIdToken | null> {
  const key = userKey();
  return tokenOf(await readDatabase(key)) ?? tokenOf(parseStored(readItem('local', key)));
}
