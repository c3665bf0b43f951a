import { useMutation } from '@tanstack/react-query';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { api } from '@/lib/api-client';
import { getFirebaseAuth } from '@/lib/firebase';

export interface ChangePasswordInput {
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The server revokes every session when the password changes, so this browser signs in again
 * with the new password to keep working without a trip to the login screen.
 */
export async function changePassword({ email, ...input }: ChangePasswordInput): Promise<void> {
  await api.post('/api/auth/change-password', input);
  await signInWithEmailAndPassword(getFirebaseAuth(), email, input.newPassword);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
