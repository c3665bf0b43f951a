import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function forgotPassword(email: string): Promise<{ message: string }> {
  return api.post('/api/auth/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
