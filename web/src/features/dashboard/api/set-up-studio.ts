import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioSetUpRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { dashboardKeys, userQueryKey } from '@/lib/query-keys';

export const setUpStudio = (input: StudioSetUpRequest) =>
  apiCall('PUT /api/profile/studio', { body: input });

/** Saves the first day's answers; the user (zone, currency) and the day read them again. */
export function useSetUpStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpStudio,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.today }),
      ]),
  });
}
