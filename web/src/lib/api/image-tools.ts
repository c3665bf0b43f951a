import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  GalleryItem,
  RemoveBackgroundResponse,
  SaveToGalleryRequest,
  UpscaleResponse,
} from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { galleryKeys } from '@/lib/query-keys';

/**
 * The image tools every design screen offers (the generator's design card, the stencil result,
 * the photo editor, Modify Design): one client for each endpoint, typed by the domain.
 */
export const removeBackground = (imageUrl: string) =>
  api.post<RemoveBackgroundResponse>('/api/ai/remove-background', { imageUrl });

export const upscaleImage = (imageUrl: string) =>
  api.post<UpscaleResponse>('/api/ai/upscale', { imageUrl });

export const saveToGallery = (request: Partial<SaveToGalleryRequest> & { imageUrl: string }) =>
  api.post<GalleryItem>('/api/ai/save-to-gallery', request);

/** Remove Background (1 credit). */
export function useRemoveBackground() {
  return useMutation({ mutationFn: removeBackground });
}

/** Upscale (6 credits). */
export function useUpscaleImage() {
  return useMutation({ mutationFn: upscaleImage });
}

/** Save to Gallery: every gallery query (items and limits) reads the new item. */
export function useSaveToGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToGallery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}
