import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** The artist's open times one appointment may move to (null: the dialog is closed). */
export function useMoveTimes(token: string, appointmentId: string | null) {
  return useQuery({
    queryKey: apiKey('GET /api/public/portal/:token/appointments/:id/times', {
      token,
      id: appointmentId ?? '',
    }),
    queryFn: () =>
      apiCall('GET /api/public/portal/:token/appointments/:id/times', {
        params: { token, id: appointmentId ?? '' },
      }),
    enabled: appointmentId !== null,
    retry: false,
  });
}
