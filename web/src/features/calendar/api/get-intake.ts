import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const intakeKey = (appointmentId: string) =>
  apiKey('GET /api/appointments/:id/intake', { id: appointmentId });

/** The appointment's open form link (its expiry) and the signed form. */
export function useIntake(appointmentId: string | null) {
  return useQuery({
    queryKey: intakeKey(appointmentId ?? ''),
    queryFn: () =>
      apiCall('GET /api/appointments/:id/intake', { params: { id: appointmentId ?? '' } }),
    enabled: appointmentId !== null,
    // The client signs on another device: each opening of the dialog asks again.
    refetchOnMount: 'always',
  });
}
