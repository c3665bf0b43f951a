import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';

/** Marks the named notifications read, or every one when `ids` is left out. */
export function markNotificationsRead(ids?: string[]): Promise<{ marked: number }> {
  return api.post<{ marked: number }>('/api/notifications/read', ids ? { ids } : {});
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
