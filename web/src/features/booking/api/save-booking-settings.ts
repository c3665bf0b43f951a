import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBookingSettings, BookingSettingsRequest } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';
import { bookingSettingsKey } from './get-booking-settings';

/** Saves the whole settings form; the saved settings replace the cached ones. */
export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BookingSettingsRequest) =>
      apiRequest<ApiBookingSettings>('/api/profile/booking', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(bookingSettingsKey, saved),
  });
}
