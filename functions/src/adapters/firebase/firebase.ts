import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export type { Auth, Firestore };

export interface FirebaseHandles {
  app: App;
  db: Firestore;
  auth: Auth;
}

/**
 * Initialises firebase-admin once per process. firebase-admin itself follows
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, so no emulator switch lives here.
 */
export function initFirebase(projectId: string): FirebaseHandles {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return { app, db: getFirestore(app), auth: getAuth(app) };
}
