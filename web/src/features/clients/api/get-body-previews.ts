import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BodyPreviewImage } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';

export function getBodyPreviews(clientId: string): Promise<BodyPreviewImage[]> {
  return apiCall('GET /api/clients/:id/body-previews', { params: { id: clientId } });
}

export function getBodyPreviewsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientKeys.bodyPreviews(clientId),
    queryFn: () => getBodyPreviews(clientId),
  });
}

export function useBodyPreviews(clientId: string) {
  return useQuery(getBodyPreviewsQueryOptions(clientId));
}
