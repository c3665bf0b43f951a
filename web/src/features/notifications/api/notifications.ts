import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';
import { HEADER_REFRESH_MS } from '@/lib/query-client';

/** The bell's list and unread count, newest first. */
export function getNotifications(): Promise<NotificationsResponse> {
  return api.get<NotificationsResponse>('/api/notifications');
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: getNotifications,
    // The same cadence as the credit count beside it, paused in the background.
    refetchInterval: HEADER_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** Marks the named notifications read, or every one when `ids` is left out. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      api.post<{ marked: number }>('/api/notifications/read', ids ? { ids } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
