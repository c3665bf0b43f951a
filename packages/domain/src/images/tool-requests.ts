import { z } from 'zod';

/**
 * POST /api/ai/remove-background, /api/ai/upscale and /api/ai/mirror: one of the caller's stored
 * images.
 */
export const imageUrlRequestSchema = z.object({
  imageUrl: z.string({ error: 'An image is required.' }).trim().min(1, 'An image is required.'),
});

/**
 * POST /api/modify-image, the multipart fields beside the file: the words (a blank prompt is
 * refused by the operation with the spec's message) and, for Select from Gallery, the image.
 */
export const modifyImageFieldsSchema = z.object({
  prompt: z.string().default(''),
  imageUrl: z.string().trim().optional(),
});

/** POST /api/ai/body-preview, the multipart fields beside the client's photo. */
export const bodyPreviewFieldsSchema = z.object({
  tattooUrl: z.string().default(''),
  prompt: z.string().default(''),
  hasConsent: z
    .string()
    .optional()
    .transform((value) => value === 'true'),
});
