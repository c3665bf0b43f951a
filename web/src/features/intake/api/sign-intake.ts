import { useMutation } from '@tanstack/react-query';
import type { IntakeSubmission } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

/** Sends the signed form once; the link is spent when it succeeds. */
export function useSignIntake(token: string) {
  return useMutation({
    mutationFn: (form: IntakeSubmission) =>
      apiRequest<{ signedAt: string; medicalFlags: string[] }>(
        `/api/intake/${encodeURIComponent(token)}`,
        { method: 'POST', body: form },
      ),
  });
}
