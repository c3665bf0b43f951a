import { z } from 'zod';
import type { ArtistIdentity } from '../booking/artist-identity';
/**
 * Issue 27: weeks after a session the client gets a private link to send a photo of the healed
 * tattoo; it lands in the project's photos. The page is public by design: the unguessable
 * token is the key.
 */
export function healedPhotoPath(token: string): string {
  return `/healed/${encodeURIComponent(token)}`;
}

/** GET /api/public/healed-photos/{token}: what the page shows; nothing else of the studio. */
export interface ApiHealedPhotoLink extends ArtistIdentity {
  studioName: string;
  projectTitle: string;
  expiresAt: string;
  /** Photos this link still takes. */
  photosLeft: number;
}

/**
 * POST /api/public/healed-photos/{token}, the field beside the photo: whether the client lets
 * the artist show it on their public page (a ticked box; unticked or left out is no).
 */
export const healedPhotoFieldsSchema = z.object({
  showPublicly: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
});

/** POST /api/public/healed-photos/{token} (multipart, field `photo`): 201. */
export interface ApiHealedPhotoSent {
  photosLeft: number;
}
