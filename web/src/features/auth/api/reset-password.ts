import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export interface ResetPasswordInput {
  token: string;
  email: string;
  newPassword: string;
}

export function resetPassword(input: ResetPasswordInput) {
  return apiCall('POST /api/auth/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
