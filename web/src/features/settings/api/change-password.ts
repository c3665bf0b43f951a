import { useMutation } from '@tanstack/react-query';
import type { ApiBodyOf } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { loadFirebaseAuth } from '@/lib/firebase';

type ChangePasswordInput = ApiBodyOf<'POST /api/auth/change-password'> & { email: string };

/**
 * The server revokes every session when the password changes, so this browser signs in again
 * with the new password to keep working without a trip to the login screen.
 */
export async function changePassword({ email, ...input }: ChangePasswordInput): Promise<void> {
  await apiCall('POST /api/auth/change-password', { body: input });
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([
    loadFirebaseAuth(),
    import('firebase/auth'),
  ]);
  await signInWithEmailAndPassword(auth, email, input.newPassword);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
