import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkingHours } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { calendarKeys } from '@/lib/query-keys';

const HOURS_KEY = ['/api/profile/working-hours'] as const;

export function useWorkingHours() {
  return useQuery<{ workingHours: WorkingHours | null }>({ queryKey: HOURS_KEY });
}

export function useSetWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: WorkingHours) =>
      apiRequest<{ workingHours: WorkingHours }>('/api/profile/working-hours', {
        method: 'PUT',
        body: hours,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(HOURS_KEY, data);
      // The calendar's "outside working hours" flags follow the new hours.
      return queryClient.invalidateQueries({ queryKey: calendarKeys.calendar });
    },
  });
}
