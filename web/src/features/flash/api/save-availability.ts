import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { availabilityKey } from '@/lib/api/availability';

/** PUT /api/profile/availability: the rules open times follow beside the working hours. */
export const saveAvailability = async (body: Availability) =>
  (await apiCall('PUT /api/profile/availability', { body })).availability;

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => queryClient.setQueryData(availabilityKey, saved),
  });
}
