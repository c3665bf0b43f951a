import { useMutation } from '@tanstack/react-query';
import type { IntakeSubmission } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/** Sends the signed form once; the link is spent when it succeeds. */
export function useSignIntake(token: string) {
  return useMutation({
    mutationFn: (form: IntakeSubmission) =>
      apiCall('POST /api/intake/:token', { params: { token }, body: form }),
  });
}
