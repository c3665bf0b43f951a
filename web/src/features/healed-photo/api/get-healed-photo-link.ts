import { useQuery } from '@tanstack/react-query';
import type { ApiHealedPhotoLink } from '@inkforge/domain';
import { apiRequest } from '@/lib/api-client';

export const healedPhotoLinkKey = (token: string) =>
  [`/api/public/healed-photos/${token}`] as const;

/** The studio and project a healed-photo link leads to (public: no sign-in). */
export function useHealedPhotoLink(token: string) {
  return useQuery({
    queryKey: healedPhotoLinkKey(token),
    queryFn: () =>
      apiRequest<ApiHealedPhotoLink>(`/api/public/healed-photos/${encodeURIComponent(token)}`),
    retry: false,
  });
}
