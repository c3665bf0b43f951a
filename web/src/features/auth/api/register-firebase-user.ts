import type { User as FirebaseUser } from 'firebase/auth';
import type { User } from '@inkforge/domain';
import { api } from '@/lib/api-client';

/** POST /api/auth/firebase: the server finds or creates the user doc for this Firebase account. */
export async function registerFirebaseUser(firebaseUser: FirebaseUser): Promise<User> {
  const { user } = await api.post<{ user: User }>('/api/auth/firebase', {
    firebaseUid: firebaseUser.uid,
    email: firebaseUser.email ?? '',
    displayName: firebaseUser.displayName ?? '',
  });
  return user;
}
