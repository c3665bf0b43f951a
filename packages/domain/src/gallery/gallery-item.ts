import { z } from 'zod';
import { refusal } from '../refusal';

/** What a gallery item is; the dashboard's count includes every type, as the gallery shows it. */
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
  /** A signed URL of the full image, valid for at least half an hour from this answer. */
  imageUrl: string;
  /**
   * A signed URL of a small WebP (320 px long side) for grids and pickers; the full image's URL
   * for items saved before thumbnails existed.
   */
  thumbnailUrl: string;
  prompt: string | null;
  title: string | null;
  generationType: string | null;
  clientName: string | null;
  clientId: string | null;
  createdAt: string;
  /** Shown in the portfolio of the artist's public page. */
  public: boolean;
  /** The portfolio's caption of the item; null without one. */
  caption: string | null;
  /** Style tags shown under the item on the public page ("fine line", "blackwork"). */
  tags: string[];
  /**
   * A client's healed photo: whether the client let the artist show it publicly, and when they
   * answered. Null for the artist's own work, which needs nobody's consent.
   */
  consent: { showPublicly: boolean; at: string } | null;
  /** AI made or changed this design (issue 46): the client is told. An upload never is. */
  aiAssisted: boolean;
  /** The tools it went through, first to last ('prompt', 'modify', 'upscale', …); [] if none. */
  aiTools: string[];
}

/** The title a client's healed photo is filed under in the artist's gallery. */
export const HEALED_PHOTO_TITLE = (projectTitle: string) => `Healed: ${projectTitle}`;

/**
 * Whether the item may go on the public page as far as people in it are concerned: the artist's
 * own work may; a client's healed photo only with the client's recorded yes. One sent before
 * the question was asked (a photo filed under a client as healed, no answer) counts as a no.
 */
export function consentAllowsPublic(
  item: Pick<GalleryItem, 'generationType' | 'clientId' | 'title'> & {
    consent: { showPublicly: boolean } | null;
  },
): boolean {
  if (item.consent) return item.consent.showPublicly;
  const unaskedHealedPhoto =
    item.generationType === 'photo' &&
    item.clientId !== null &&
    Boolean(item.title?.startsWith(HEALED_PHOTO_TITLE('')));
  return !unaskedHealedPhoto;
}

/**
 * Items per page of GET /api/gallery: newest first, a screenful of cards. 36 fills whole rows of
 * the gallery's 1-, 2- and 3-column grids and the picker's 4 (and 6); each item carries two
 * signed URLs, so the answer's size, and its time, grow with the page (48 measured p50 165 ms
 * at 10 concurrent on a fresh local stack, 36 143 ms, 30 134 ms).
 */
export const GALLERY_PAGE_DEFAULT = 36;
export const GALLERY_PAGE_MAX = 100;

/** POST /api/upload-image, the multipart fields beside the image. */
export const galleryUploadFieldsSchema = z.object({
  title: z.string().trim().max(200).optional(),
  type: z.enum(GALLERY_TYPES, { error: 'Unknown gallery type.' }).default('tattoo'),
  clientName: z.string().trim().max(200).optional(),
  clientId: z.string().trim().max(128).optional(),
});

/** GET /api/gallery?limit=&cursor=: `cursor` is the previous page's `nextCursor`, as given. */
export const galleryListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(GALLERY_PAGE_MAX).default(GALLERY_PAGE_DEFAULT),
  cursor: z.string().trim().min(1).max(512).optional(),
});

/** How many items of each type the artist has (the gallery's section counts). */
export type GalleryCounts = Record<GalleryType, number>;

export interface GalleryPage {
  items: GalleryItem[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface GalleryLimits {
  current: number;
  limit: number;
  canSave: boolean;
  /** Items per type over the whole gallery: the sections' counts while pages load on demand. */
  counts: GalleryCounts;
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

/** Prompts longer than this are collapsed with a show-more toggle. */
export const GALLERY_PROMPT_PREVIEW = 100;

/**
 * POST /api/upload-image: saved to the gallery while there is room; when it is full the image
 * is kept as a temporary upload and `isTemporary` says so.
 */
export interface UploadImageAnswer {
  imageUrl: string;
  isTemporary: boolean;
  canSave: boolean;
  warning?: string;
  id?: string;
}

/** The longest portfolio caption. */
export const GALLERY_CAPTION_MAX = 200;

/** The most style tags an item takes, and the longest tag. */
export const GALLERY_TAGS_MAX = 5;
export const GALLERY_TAG_MAX = 24;

/** Trimmed and de-duplicated regardless of case; the first spelling wins. */
function distinctTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const galleryTagsSchema = z
  .array(
    z
      .string(refusal('GALLERY_TAG_INVALID'))
      .trim()
      .min(1, refusal('GALLERY_TAG_INVALID'))
      .max(GALLERY_TAG_MAX, refusal('GALLERY_TAG_INVALID')),
    refusal('GALLERY_TAG_INVALID'),
  )
  .transform(distinctTags)
  .refine((tags) => tags.length <= GALLERY_TAGS_MAX, refusal('GALLERY_TOO_MANY_TAGS'));

/**
 * PUT /api/gallery/{id}/public: shows the item on the artist's public page (with an optional
 * caption) or takes it off. Publishing makes its public renditions; unpublishing removes them.
 */
export const galleryPublishRequestSchema = z.object({
  public: z.boolean({ error: 'Say whether the item is public.' }),
  caption: z
    .string({ error: 'The caption is text.' })
    .trim()
    .max(GALLERY_CAPTION_MAX, `A caption is at most ${GALLERY_CAPTION_MAX} characters.`)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Replaces the item's style tags; left out, they stay as they are. */
  tags: galleryTagsSchema.optional(),
});
export type GalleryPublishRequest = z.input<typeof galleryPublishRequestSchema>;

/** How the public page orders the portfolio: most recently published first, or the artist's order. */
export const PORTFOLIO_ORDERS = ['newest', 'artist'] as const;
export type PortfolioOrderKind = (typeof PORTFOLIO_ORDERS)[number];

/** The most public items an artist's own order lists. */
export const PORTFOLIO_ORDER_MAX = 100;

/**
 * PUT /api/gallery/portfolio-order: the order's kind and, for the artist's own, the public items
 * first to last (items left out follow, newest first).
 */
export const portfolioOrderRequestSchema = z.object({
  order: z.enum(PORTFOLIO_ORDERS, { error: 'Choose "newest" or "artist" as the order.' }),
  ids: z
    .array(z.string({ error: 'An item id is text.' }).trim().min(1).max(128), {
      error: 'List the items by their ids.',
    })
    .max(PORTFOLIO_ORDER_MAX, `At most ${PORTFOLIO_ORDER_MAX} items can be ordered.`)
    .default([]),
});
export type PortfolioOrderRequest = z.input<typeof portfolioOrderRequestSchema>;

/** GET/PUT /api/gallery/portfolio-order: the order and the public items as the page shows them. */
export interface PortfolioOrder {
  order: PortfolioOrderKind;
  items: GalleryItem[];
}
