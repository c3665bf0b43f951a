import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

const FEED_KEY = apiKey('GET /api/profile/calendar-feed');

/** The artist's private feed path. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: FEED_KEY,
    queryFn: () => apiCall('GET /api/profile/calendar-feed'),
    enabled,
  });
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('POST /api/profile/calendar-feed/rotate'),
    onSuccess: (data) => queryClient.setQueryData(FEED_KEY, data),
  });
}
