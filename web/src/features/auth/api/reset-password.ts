import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ResetPasswordInput {
  token: string;
  email: string;
  newPassword: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api.post('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
