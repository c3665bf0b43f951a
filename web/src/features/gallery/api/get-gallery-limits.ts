import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { galleryKeys } from '@/lib/query-keys';

export const getGalleryLimits = () => apiCall('GET /api/gallery/limits');

export const getGalleryLimitsQueryOptions = () =>
  queryOptions({ queryKey: galleryKeys.limits, queryFn: getGalleryLimits });

export const useGalleryLimits = () => useQuery(getGalleryLimitsQueryOptions());
