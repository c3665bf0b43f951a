import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { questionsViewKey } from './get-questions';

/** The client's answers, once; the page then shows what was sent. */
export function useAnswerQuestions(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: string[]) =>
      apiCall('POST /api/questions/:token', { params: { token }, body: { answers } }),
    onSuccess: (view) => queryClient.setQueryData(questionsViewKey(token), view),
  });
}
