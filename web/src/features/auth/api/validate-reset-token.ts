import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetTokenCheck } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export function validateResetToken(token: string, email: string): Promise<ResetTokenCheck> {
  return apiCall('POST /api/auth/validate-reset-token', { body: { token, email } });
}

export function validateResetTokenQueryOptions(token: string, email: string) {
  return queryOptions({
    queryKey: apiKey('POST /api/auth/validate-reset-token', token, email),
    queryFn: () => validateResetToken(token, email),
  });
}

export function useValidateResetToken(token: string, email: string, enabled: boolean) {
  return useQuery({ ...validateResetTokenQueryOptions(token, email), enabled });
}
