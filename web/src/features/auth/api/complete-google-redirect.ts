import { useMutation } from '@tanstack/react-query';
import type { User } from '@inkforge/domain';
import { loadFirebaseAuth } from '@/lib/firebase';
import { notifyError } from '@/lib/notify';
import { readItem, removeItem, storageKeys } from '@/lib/storage';
import { googleErrorToast } from '../google-error-toast';
import { registerFirebaseUser } from './register-firebase-user';

/**
 * After a Google redirect sign-in the page reloads here; null when no redirect was pending.
 * Only a redirect this tab started is read: asking Firebase on every load costs a phone the
 * gapi script download, so the popup/redirect code loads only then.
 */
async function completeGoogleRedirect(): Promise<User | null> {
  if (readItem('session', storageKeys.googleRedirectPending) === null) return null;
  const [auth, { getRedirectResult }, { googleResolver }] = await Promise.all([
    loadFirebaseAuth(),
    import('firebase/auth'),
    import('@/lib/google-resolver'),
  ]);
  removeItem('session', storageKeys.googleRedirectPending);
  const result = await getRedirectResult(auth, googleResolver);
  return result ? registerFirebaseUser(result.user) : null;
}

/** `finish` routes and stores the user a finished redirect signed in; a failure is a toast. */
export function useCompleteGoogleRedirect(finish: (user: User) => Promise<void>) {
  return useMutation({
    mutationFn: async () => {
      const user = await completeGoogleRedirect();
      if (user) await finish(user);
    },
    onError: (error) => {
      const toast = googleErrorToast(error);
      notifyError(toast.title, toast.message);
    },
  });
}
