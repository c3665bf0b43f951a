import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';

/** Marks the named notifications read, or every one when `ids` is left out. */
export function markNotificationsRead(ids?: string[]) {
  return apiCall('POST /api/notifications/read', { body: ids ? { ids } : {} });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
