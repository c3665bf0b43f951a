import type { EditJobStarted, EditResult } from './edit-jobs';

/**
 * POST /api/ai/remove-background: line art is cut out on the spot (the transparent PNG, stored
 * under the artist's path); a photo goes to the AI provider as a job to poll.
 */
export type RemoveBackgroundResponse = EditResult | EditJobStarted;

/** POST /api/ai/upscale: `upscaledUrl` is the spec's field; `imageUrl` is the same address. */
export interface UpscaleResponse {
  imageUrl: string;
  upscaledUrl: string;
  s3Key: string;
  width: number;
  height: number;
}

/** What a pixel tool answers: its stored PNG result. */
export interface ImageToolResult {
  imageUrl: string;
  s3Key: string;
  width: number;
  height: number;
}

/** POST /api/ai/mirror: the design flipped left to right (free), stored like the other tools. */
export type MirrorResponse = ImageToolResult;

/** POST /api/stencil/generate and /api/stencil/upload: the stencil, stored. */
export interface StencilAnswer {
  stencilUrl: string;
  imageUrl: string;
  s3Key: string;
  mode: 'threshold' | 'edge';
}
