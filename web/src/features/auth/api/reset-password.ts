import { useMutation } from '@tanstack/react-query';
import type { ApiBodyOf } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

export function resetPassword(input: ApiBodyOf<'POST /api/auth/reset-password'>) {
  return apiCall('POST /api/auth/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
