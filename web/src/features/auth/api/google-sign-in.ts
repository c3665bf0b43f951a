import { useMutation } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import { GoogleAuthProvider, signInWithPopup, signInWithRedirect } from 'firebase/auth';
import type { User } from '@inkforge/domain';
import { getFirebaseAuth } from '@/lib/firebase';
import { googleResolver } from '@/lib/google-resolver';
import { storageKeys, writeItem } from '@/lib/storage';
import { registerFirebaseUser } from './register-firebase-user';

/** Popup failures where a full-page redirect still works. */
const REDIRECT_FALLBACK_CODES = new Set([
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/unauthorized-domain',
]);

/** Signs in with Google. Resolves null when the page is leaving for the redirect flow. */
export async function signInWithGoogle(): Promise<User | null> {
  const auth = getFirebaseAuth();
  const provider = new GoogleAuthProvider();
  try {
    const credential = await signInWithPopup(auth, provider, googleResolver);
    return await registerFirebaseUser(credential.user);
  } catch (error) {
    if (error instanceof FirebaseError && REDIRECT_FALLBACK_CODES.has(error.code)) {
      writeItem('session', storageKeys.googleRedirectPending, 'true');
      await signInWithRedirect(auth, provider, googleResolver);
      return null;
    }
    throw error;
  }
}

export function useGoogleSignIn(finish: (user: User) => Promise<void>) {
  return useMutation({
    mutationFn: async () => {
      const user = await signInWithGoogle();
      if (user) await finish(user);
    },
  });
}
