import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryLimits } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { galleryKeys } from '@/lib/query-keys';

export const getGalleryLimits = () => api.get<GalleryLimits>('/api/gallery/limits');

export const getGalleryLimitsQueryOptions = () =>
  queryOptions({ queryKey: galleryKeys.limits, queryFn: getGalleryLimits });

export const useGalleryLimits = () => useQuery(getGalleryLimitsQueryOptions());
