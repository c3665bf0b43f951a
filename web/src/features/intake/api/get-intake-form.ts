import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const intakeFormKey = (token: string) => apiKey('GET /api/intake/:token', { token });

/** The client's form behind a private link (public: no sign-in). */
export function useIntakeForm(token: string) {
  return useQuery({
    queryKey: intakeFormKey(token),
    queryFn: () => apiCall('GET /api/intake/:token', { params: { token } }),
  });
}
