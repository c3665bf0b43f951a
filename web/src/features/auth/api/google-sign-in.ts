import { useMutation } from '@tanstack/react-query';
import type { User } from '@inkforge/domain';
import { loadFirebaseAuth } from '@/lib/firebase';
import { storageKeys, writeItem } from '@/lib/storage';
import { firebaseAuthErrorCode } from '../firebase-error-message';
import { registerFirebaseUser } from './register-firebase-user';

/** Popup failures where a full-page redirect still works. */
const REDIRECT_FALLBACK_CODES = new Set([
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/unauthorized-domain',
]);

/** Signs in with Google. Resolves null when the page is leaving for the redirect flow. */
export async function signInWithGoogle(): Promise<User | null> {
  const [auth, { GoogleAuthProvider, signInWithPopup, signInWithRedirect }, { googleResolver }] =
    await Promise.all([
      loadFirebaseAuth(),
      import('firebase/auth'),
      import('@/lib/google-resolver'),
    ]);
  const provider = new GoogleAuthProvider();
  try {
    const credential = await signInWithPopup(auth, provider, googleResolver);
    return await registerFirebaseUser(credential.user);
  } catch (error) {
    if (REDIRECT_FALLBACK_CODES.has(firebaseAuthErrorCode(error) ?? '')) {
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
