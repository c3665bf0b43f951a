import { useQuery } from '@tanstack/react-query';
import type { IntakeFormView } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

export const intakeFormKey = (token: string) => [`/api/intake/${token}`] as const;

/** The client's form behind a private link (public: no sign-in). */
export function useIntakeForm(token: string) {
  return useQuery({
    queryKey: intakeFormKey(token),
    queryFn: () => apiRequest<IntakeFormView>(`/api/intake/${encodeURIComponent(token)}`),
  });
}
