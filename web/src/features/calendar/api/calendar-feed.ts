import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const FEED_KEY = ['/api/profile/calendar-feed'] as const;

/** The artist's private feed path (the default fetcher GETs the key). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery<{ path: string }>({ queryKey: FEED_KEY, enabled });
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ path: string }>('/api/profile/calendar-feed/rotate', { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(FEED_KEY, data),
  });
}
