import { z } from 'zod';
import type { GalleryItem } from '../gallery/gallery-item';
import { refusal } from '../refusal';

/** The most pieces of their own work an artist steers concepts with. */
export const STYLE_REFERENCES_MAX = 6;

/**
 * PUT /api/style-references: the artist's own gallery items, in their order, duplicates
 * dropped. Whether each is the artist's own is checked by the server against their gallery.
 */
export const styleReferencesRequestSchema = z.object({
  itemIds: z
    .array(
      z
        .string(refusal('STYLE_REFERENCE_NOT_YOURS'))
        .trim()
        .min(1, refusal('STYLE_REFERENCE_NOT_YOURS'))
        .max(128, refusal('STYLE_REFERENCE_NOT_YOURS')),
      refusal('STYLE_REFERENCE_NOT_YOURS'),
    )
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= STYLE_REFERENCES_MAX, refusal('STYLE_REFERENCES_TOO_MANY')),
});
export type StyleReferencesRequest = z.input<typeof styleReferencesRequestSchema>;

/** GET/PUT /api/style-references: the chosen ids, and the items as the gallery shows them. */
export interface StyleReferences {
  itemIds: string[];
  items: GalleryItem[];
}
