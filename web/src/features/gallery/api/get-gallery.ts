import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryItem } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { galleryKeys } from '@/lib/query-keys';

export const getGallery = async () =>
  (await api.get<{ items: GalleryItem[] }>('/api/gallery')).items;

export const getGalleryQueryOptions = () =>
  queryOptions({ queryKey: galleryKeys.items, queryFn: getGallery });

export const useGallery = () => useQuery(getGalleryQueryOptions());
