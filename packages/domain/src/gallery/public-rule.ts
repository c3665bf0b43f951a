import { consentAllowsPublic, type GalleryItem, type GalleryType } from './gallery-item';

/** A client's body: never public, whatever else is true of the image. */
const PRIVATE_TYPES: ReadonlySet<GalleryType> = new Set(['body_preview', 'manual_body_preview']);

/** What decides whether an image may be shown to anyone; a copy carries these from its origin. */
export type ImagePrivacy = Pick<GalleryItem, 'type' | 'generationType' | 'clientId' | 'title'> & {
  clientName: string | null;
  consent: { showPublicly: boolean; at: Date } | null;
};

/**
 * The one rule of every path that makes an image public (the page's portfolio, flash, any
 * future page): why it may not be, as the error code the API answers, or null when it may.
 */
export function publicRefusal(
  image: Omit<ImagePrivacy, 'clientName' | 'consent'> & {
    consent: { showPublicly: boolean } | null;
  },
): 'GALLERY_ITEM_PRIVATE' | 'GALLERY_NO_CONSENT' | null {
  if (PRIVATE_TYPES.has(image.type)) return 'GALLERY_ITEM_PRIVATE';
  return consentAllowsPublic(image) ? null : 'GALLERY_NO_CONSENT';
}

/**
 * A copy of an image keeps what makes its origin private: a client's body stays a body preview,
 * and a client's photo keeps their answer, or the missing answer of a photo never asked about
 * (it stays that client's healed photo). An origin anyone may see leaves the copy as asked.
 */
export function keepOriginPrivacy(origin: ImagePrivacy, copy: ImagePrivacy): ImagePrivacy {
  if (PRIVATE_TYPES.has(origin.type)) {
    return PRIVATE_TYPES.has(copy.type) ? copy : { ...copy, type: origin.type };
  }
  if (origin.consent) {
    return {
      ...copy,
      clientId: copy.clientId ?? origin.clientId,
      clientName: copy.clientName ?? origin.clientName,
      consent: origin.consent,
    };
  }
  if (!consentAllowsPublic(origin)) {
    const { type, generationType, clientId, clientName, title } = origin;
    return { type, generationType, clientId, clientName, title, consent: null };
  }
  return copy;
}
