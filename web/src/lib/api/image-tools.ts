import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IMAGE_TOOLS,
  type EditResult,
  type PhotoEditorToolId,
  type SaveToGalleryRequest,
} from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { followEditJob } from '@/lib/follow-edit-job';
import { galleryKeys } from '@/lib/query-keys';

/**
 * The image tools every design screen offers (the generator's design card, the stencil result,
 * the photo editor, Modify Design): one client for each endpoint, typed by the domain.
 */
/** Line art comes back at once; a photo goes to the AI provider as a job, followed here. */
export async function removeBackground(imageUrl: string): Promise<EditResult> {
  const answer = await apiCall('POST /api/ai/remove-background', { body: { imageUrl } });
  return 'jobId' in answer ? followEditJob(answer) : answer;
}

export const upscaleImage = (imageUrl: string) =>
  apiCall('POST /api/ai/upscale', { body: { imageUrl } });

/** Any photo editor tool by its row: line art at once, an AI edit followed to its end. */
export async function runPhotoTool(
  tool: PhotoEditorToolId,
  imageUrl: string,
): Promise<{ imageUrl: string }> {
  const answer = await apiCall(IMAGE_TOOLS[tool].route, { body: { imageUrl } });
  return 'jobId' in answer ? followEditJob(answer) : answer;
}

export const saveToGallery = (request: Partial<SaveToGalleryRequest> & { imageUrl: string }) =>
  apiCall('POST /api/ai/save-to-gallery', { body: request });

/** Remove Background (1 credit). */
export function useRemoveBackground() {
  return useMutation({ mutationFn: removeBackground });
}

/** Upscale (6 credits). */
export function useUpscaleImage() {
  return useMutation({ mutationFn: upscaleImage });
}

/** A photo editor tool, named with its image. */
export function usePhotoTool() {
  return useMutation({
    mutationFn: ({ tool, imageUrl }: { tool: PhotoEditorToolId; imageUrl: string }) =>
      runPhotoTool(tool, imageUrl),
  });
}

/** Save to Gallery: every gallery query (items and limits) reads the new item. */
export function useSaveToGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToGallery,
    onSuccess: () => queryClient.invalidateQueries(galleryKeys.all),
  });
}
