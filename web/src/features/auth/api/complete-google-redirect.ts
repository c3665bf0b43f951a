import { getRedirectResult } from 'firebase/auth';
import type { User } from '@inkforge/domain';
import { getFirebaseAuth } from '@/lib/firebase';
import { registerFirebaseUser } from './register-firebase-user';

/** After a Google redirect sign-in the page reloads here; null when no redirect was pending. */
export async function completeGoogleRedirect(): Promise<User | null> {
  const result = await getRedirectResult(getFirebaseAuth());
  return result ? registerFirebaseUser(result.user) : null;
}
