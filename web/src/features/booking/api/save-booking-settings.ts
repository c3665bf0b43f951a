import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingSettingsRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { bookingSettingsKey } from './get-booking-settings';

/** Saves the whole settings form; the saved settings replace the cached ones. */
export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BookingSettingsRequest) =>
      apiCall('PUT /api/profile/booking', { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(bookingSettingsKey, saved),
  });
}
