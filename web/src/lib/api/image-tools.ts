import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IMAGE_TOOLS,
  type OfferedToolId,
  type SaveToGalleryRequest,
} from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { followEditJob } from '@/lib/follow-edit-job';
import { galleryKeys } from '@/lib/query-keys';

/**
 * The image tools every design screen offers (the generator's design card, the stencil result,
 * the photo editor, Modify Design's result), each a row of the domain's IMAGE_TOOLS: line art
 * comes back at once; a photo goes to the AI provider as a job, followed here.
 */
export async function runImageTool(
  tool: OfferedToolId,
  imageUrl: string,
): Promise<{ imageUrl: string }> {
  const answer = await apiCall(IMAGE_TOOLS[tool].route, { body: { imageUrl } });
  return 'jobId' in answer ? followEditJob(answer) : answer;
}

export const saveToGallery = (request: Partial<SaveToGalleryRequest> & { imageUrl: string }) =>
  apiCall('POST /api/ai/save-to-gallery', { body: request });

/** An image tool, named with its image. */
export function useImageTool() {
  return useMutation({
    mutationFn: ({ tool, imageUrl }: { tool: OfferedToolId; imageUrl: string }) =>
      runImageTool(tool, imageUrl),
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
