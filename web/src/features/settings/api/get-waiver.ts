import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const waiverKey = apiKey('GET /api/profile/waiver');

/** The studio's waiver the intake form shows (the default text until edited). */
export function useWaiver() {
  return useQuery({ queryKey: waiverKey, queryFn: () => apiCall('GET /api/profile/waiver') });
}
