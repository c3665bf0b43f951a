import { answer, route } from '../api/route';
import type { EditJobStarted } from './edit-jobs';
import { imageUrlRequestSchema, modifyImageFieldsSchema } from './tool-requests';
import type {
  ImageToolResult,
  MirrorResponse,
  RemoveBackgroundResponse,
  UpscaleResponse,
} from './tool-responses';

/** The paid tools and the free image tools beside them share one per-artist budget. */
const toolBudget = { rule: 'paidTool', per: 'artist' } as const;

/**
 * Remove background, upscale, mirror, downloads, photo editor uploads and Modify Design. The
 * AI edits answer 202 with the job to poll (GET /api/ai/jobs/{jobId}); line art's cut-out
 * answers at once, 200.
 */
export const imageToolRoutes = {
  removeBackground: route({
    method: 'POST',
    path: '/api/ai/remove-background',
    access: 'artist',
    body: imageUrlRequestSchema,
    limit: toolBudget,
    spends: ['remove_background'],
    answer: answer<RemoveBackgroundResponse>(),
  }),
  upscale: route({
    method: 'POST',
    path: '/api/ai/upscale',
    access: 'artist',
    body: imageUrlRequestSchema,
    limit: toolBudget,
    spends: ['upscale'],
    answer: answer<UpscaleResponse>(),
  }),
  invert: route({
    method: 'POST',
    path: '/api/ai/invert',
    access: 'artist',
    body: imageUrlRequestSchema,
    limit: toolBudget,
    spends: ['invert'],
    answer: answer<ImageToolResult>(),
  }),
  // Free (a flip, no AI), but it decodes and re-encodes a large image: the tools' budget.
  mirror: route({
    method: 'POST',
    path: '/api/ai/mirror',
    access: 'artist',
    body: imageUrlRequestSchema,
    limit: toolBudget,
    answer: answer<MirrorResponse>(),
  }),
  presignedDownload: route({
    method: 'GET',
    path: '/api/presigned-download/*key',
    access: 'artist',
    cache: 'no-store',
    answer: answer<{ signedUrl: string; fileName: string }>(),
  }),
  photoEditorUpload: route({
    method: 'POST',
    path: '/api/photo-editor/upload',
    access: 'artist',
    upload: { file: 'image' },
    answer: answer<{ imageUrl: string; s3Key: string }>(),
  }),
  modify: route({
    method: 'POST',
    path: '/api/modify-image',
    access: 'artist',
    upload: { file: 'image', fields: modifyImageFieldsSchema },
    limit: toolBudget,
    spends: ['modify'],
    status: 202,
    answer: answer<EditJobStarted>(),
  }),
};
