import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  type Auth,
} from 'firebase/auth';
import { env } from '@/config/env';

/**
 * The Firebase Auth instance, in its own chunk (lib/firebase loads it). Built without a
 * popup/redirect resolver: getAuth() would load Google's gapi iframe on every phone page load.
 * Google sign-in passes googleResolver (lib/google-resolver) to the calls that need it.
 */
export function createFirebaseAuth(onSignedIn: (signedIn: boolean) => void): Auth {
  const app = initializeApp(env.firebase);
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  // Only the local stack's builds (`demo`, and tests) know the emulator: in a production build
  // this branch, and the emulator address with it, is removed at build time.
  if (import.meta.env.MODE !== 'production') {
    // The page's own hostname keeps the emulator reachable when the app is opened from another device.
    const host = window.location.hostname || '127.0.0.1';
    const port = String(import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_PORT ?? '9099');
    connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
  }
  onAuthStateChanged(auth, (user) => onSignedIn(user !== null));
  return auth;
}
