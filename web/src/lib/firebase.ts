import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { env } from '@/config/env';

let auth: Auth | undefined;

/** The Firebase Auth instance, created on first use so screens that never sign in stay light. */
export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const app = initializeApp(env.firebase);
  auth = getAuth(app);
  if (env.useAuthEmulator) {
    // The page's own hostname keeps the emulator reachable when the app is opened from another device.
    const host = window.location.hostname || '127.0.0.1';
    connectAuthEmulator(auth, `http://${host}:${env.authEmulatorPort}`, { disableWarnings: true });
  }
  return auth;
}
