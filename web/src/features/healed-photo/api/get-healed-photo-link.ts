import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

export const healedPhotoLinkKey = (token: string) =>
  apiKey('GET /api/public/healed-photos/:token', { token });

/** The studio and project a healed-photo link leads to (public: no sign-in). */
export function useHealedPhotoLink(token: string) {
  return useQuery({
    queryKey: healedPhotoLinkKey(token),
    queryFn: () => apiCall('GET /api/public/healed-photos/:token', { params: { token } }),
    retry: false,
  });
}
