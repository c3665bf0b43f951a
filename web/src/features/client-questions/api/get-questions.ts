import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const questionsViewKey = (token: string) => apiKey('GET /api/questions/:token', { token });

/** The artist's questions behind the client's private link (public: no sign-in). */
export function useQuestionsView(token: string) {
  return useQuery({
    queryKey: questionsViewKey(token),
    queryFn: () => apiCall('GET /api/questions/:token', { params: { token } }),
  });
}
