import { useQuery } from '@tanstack/react-query';
import type { ApiBookingSettings } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

export const bookingSettingsKey = ['/api/profile/booking'] as const;

/** The artist's booking page settings. */
export function useBookingSettings() {
  return useQuery({
    queryKey: bookingSettingsKey,
    queryFn: () => apiRequest<ApiBookingSettings>('/api/profile/booking'),
  });
}
