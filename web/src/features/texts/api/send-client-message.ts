import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';
import { clientMessagesKey } from './get-client-messages';

/** The artist's answer in the thread; the thread and this month's count are read again. */
export function useSendClientMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiCall('POST /api/clients/:id/messages', { params: { id }, body: { body } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: clientMessagesKey(id) });
      void queryClient.invalidateQueries({ queryKey: apiKey('GET /api/texts/usage') });
    },
  });
}
