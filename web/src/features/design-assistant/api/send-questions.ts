import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { requestsKey } from './draft-brief';

/** Mails the client the questions (the brief's when none are given) with a private reply page. */
export function useSendQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, questions }: { requestId: string; questions: string[] }) =>
      apiCall('POST /api/booking-requests/:id/questions', {
        params: { id: requestId },
        body: { questions },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}
