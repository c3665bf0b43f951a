import { useQuery } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';
import { apiKey } from '@/lib/query-keys';

/** The stencil as the healed tattoo `years` on, `size` cm wide on skin (a PNG; free). */
export function getHealedLook(imageUrl: string, size: number, years: number): Promise<Blob> {
  return apiFile('/api/stencil/healed', { imageUrl, size, years });
}

export function getHealedLookQueryOptions(imageUrl: string, size: number, years: number) {
  return {
    queryKey: apiKey('POST /api/stencil/healed', imageUrl, size, years),
    queryFn: () => getHealedLook(imageUrl, size, years),
    staleTime: Infinity,
  };
}

export function useHealedLook(imageUrl: string, size: number, years: number, enabled: boolean) {
  return useQuery({ ...getHealedLookQueryOptions(imageUrl, size, years), enabled });
}
