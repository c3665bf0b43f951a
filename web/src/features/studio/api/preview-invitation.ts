import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** GET /api/public/studio-invitations/{token}: what the invitee sees before accepting. */
export const previewInvitation = (token: string) =>
  apiCall('GET /api/public/studio-invitations/:token', { params: { token } });

export const previewInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: apiKey('GET /api/public/studio-invitations/:token', { token }),
    queryFn: () => previewInvitation(token),
  });

export function useInvitationPreview(token: string) {
  return useQuery(previewInvitationQueryOptions(token));
}
