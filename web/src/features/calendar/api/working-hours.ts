import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkingHours } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { apiKey, calendarKeys } from '@/lib/query-keys';

const HOURS_KEY = apiKey('GET /api/profile/working-hours');

export function useWorkingHours() {
  return useQuery({
    queryKey: HOURS_KEY,
    queryFn: () => apiCall('GET /api/profile/working-hours'),
  });
}

export function useSetWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: WorkingHours) => apiCall('PUT /api/profile/working-hours', { body: hours }),
    onSuccess: (data) => {
      queryClient.setQueryData(HOURS_KEY, data);
      // The calendar's "outside working hours" flags follow the new hours.
      return queryClient.invalidateQueries({ queryKey: calendarKeys.calendar });
    },
  });
}
