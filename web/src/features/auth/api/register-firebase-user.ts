import type { User as FirebaseUser } from 'firebase/auth';
import type { User } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/**
 * POST /api/auth/firebase: the server finds or creates the user doc for this Firebase account.
 * No hook of its own: it is one step inside the sign-in, Google and redirect mutations.
 */
export async function registerFirebaseUser(firebaseUser: FirebaseUser): Promise<User> {
  const { user } = await apiCall('POST /api/auth/firebase', {
    body: {
      firebaseUid: firebaseUser.uid,
      email: firebaseUser.email ?? '',
      displayName: firebaseUser.displayName ?? '',
    },
  });
  return user;
}
