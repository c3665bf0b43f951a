import type { User } from '@inkforge/domain';
import { loadFirebaseAuth } from '@/lib/firebase';
import { googleResolver } from '@/lib/google-resolver';
import { readItem, removeItem, storageKeys } from '@/lib/storage';
import { registerFirebaseUser } from './register-firebase-user';

/**
 * After a Google redirect sign-in the page reloads here; null when no redirect was pending.
 * Only a redirect this tab started is read: asking Firebase on every load costs a phone the
 * gapi script download.
 */
export async function completeGoogleRedirect(): Promise<User | null> {
  if (readItem('session', storageKeys.googleRedirectPending) === null) return null;
  const [auth, { getRedirectResult }] = await Promise.all([
    loadFirebaseAuth(),
    import('firebase/auth'),
  ]);
  removeItem('session', storageKeys.googleRedirectPending);
  const result = await getRedirectResult(auth, googleResolver);
  return result ? registerFirebaseUser(result.user) : null;
}
