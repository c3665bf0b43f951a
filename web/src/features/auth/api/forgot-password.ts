import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export function forgotPassword(email: string) {
  return apiCall('POST /api/auth/forgot-password', { body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
