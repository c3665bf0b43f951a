import { z } from 'zod';

/** Spec tools §3. manual_body_preview items never count towards dashboard statistics. */
export const GALLERY_TYPES = [
  'tattoo',
  'modified',
  'stencil',
  'body_preview',
  'manual_body_preview',
] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];

export const GALLERY_GENERATION_TYPES = ['prompt', 'surprise', 'sketch', 'photo'] as const;

export interface GalleryItem {
  id: string;
  type: GalleryType;
  /** A fresh signed URL, minted for this answer. */
  imageUrl: string;
  prompt: string | null;
  title: string | null;
  generationType: string | null;
  clientName: string | null;
  clientId: string | null;
  createdAt: string;
}

export interface GalleryLimits {
  current: number;
  limit: number;
  canSave: boolean;
}

const imageUrl = z
  .string({ error: 'No image to save.' })
  .trim()
  .min(1, 'No image to save.')
  .max(4096, 'The image address is too long.');

/** POST /api/ai/save-to-gallery: imageUrl, type, generationType, prompt. */
export const saveToGalleryRequestSchema = z.object({
  imageUrl,
  type: z.enum(GALLERY_TYPES, { error: 'Unknown gallery type.' }).default('tattoo'),
  generationType: z.string().trim().max(40).nullish(),
  prompt: z.string().max(4000).nullish(),
  title: z.string().trim().max(200).nullish(),
});

/** POST /api/gallery: imageUrl, title, type, clientName (and the client it belongs to). */
export const createGalleryItemRequestSchema = z.object({
  imageUrl,
  type: z.enum(GALLERY_TYPES, { error: 'Unknown gallery type.' }).default('body_preview'),
  title: z.string().trim().max(200).nullish(),
  clientName: z.string().trim().max(200).nullish(),
  clientId: z.string().trim().max(128).nullish(),
  prompt: z.string().max(4000).nullish(),
});

export type SaveToGalleryRequest = z.output<typeof saveToGalleryRequestSchema>;
export type CreateGalleryItemRequest = z.output<typeof createGalleryItemRequestSchema>;

/** Prompts longer than this are collapsed with a show-more toggle (spec §2 gallery). */
export const GALLERY_PROMPT_PREVIEW = 100;
