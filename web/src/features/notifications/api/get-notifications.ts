import { useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';
import { HEADER_REFRESH_MS } from '@/lib/query-client';

/** The bell's list and unread count, newest first. */
export function getNotifications(): Promise<NotificationsResponse> {
  return apiCall('GET /api/notifications');
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
