import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ResetTokenCheck {
  valid: boolean;
  email?: string;
}

export function validateResetToken(token: string, email: string): Promise<ResetTokenCheck> {
  return api.post('/api/auth/validate-reset-token', { token, email });
}

export function validateResetTokenQueryOptions(token: string, email: string) {
  return queryOptions({
    queryKey: ['/api/auth/validate-reset-token', token, email],
    queryFn: () => validateResetToken(token, email),
  });
}

export function useValidateResetToken(token: string, email: string, enabled: boolean) {
  return useQuery({ ...validateResetTokenQueryOptions(token, email), enabled });
}
