import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/**
 * What a cancel would do now (the deposit refunded or kept), asked as the dialog opens: the page
 * may have been open since before the notice ran out. Null while the dialog is closed.
 */
export function useCancelPreview(token: string, appointmentId: string | null) {
  return useQuery({
    queryKey: apiKey('GET /api/public/portal/:token/appointments/:id/cancel', {
      token,
      id: appointmentId ?? '',
    }),
    queryFn: () =>
      apiCall('GET /api/public/portal/:token/appointments/:id/cancel', {
        params: { token, id: appointmentId ?? '' },
      }),
    enabled: appointmentId !== null,
    refetchOnMount: 'always',
    retry: false,
  });
}
