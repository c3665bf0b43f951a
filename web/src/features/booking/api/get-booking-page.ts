import { useQuery } from '@tanstack/react-query';
import type { ApiBookingPage } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

/** An artist's public booking page (no sign-in). */
export function useBookingPage(username: string) {
  return useQuery({
    queryKey: ['/api/public/booking', username],
    queryFn: () =>
      apiRequest<ApiBookingPage>(`/api/public/booking/${encodeURIComponent(username)}`),
    retry: false,
  });
}
