import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';

/** Addresses nothing more is mailed to: a bounce or a spam complaint (issue 48). */
export function getMailSuppressionsQueryOptions() {
  return queryOptions({
    queryKey: clientKeys.mailSuppressions,
    queryFn: () => apiCall('GET /api/mail-suppressions'),
  });
}

export function useMailSuppressions() {
  return useQuery(getMailSuppressionsQueryOptions());
}

/** The artist checked the address with the client: mail goes to it again. */
export function useClearMailSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('DELETE /api/mail-suppressions/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.mailSuppressions }),
  });
}
