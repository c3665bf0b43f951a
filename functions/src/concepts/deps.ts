import type { Firestore } from '../adapters/firebase/firebase';
import { createRequestLookup, type RequestLookup } from '../booking';
import {
  createGalleryDeps,
  createOwnGalleryItems,
  type GalleryDeps,
  type OwnGalleryItems,
} from '../gallery';
import { createToolDeps, type ImageToolsDeps, type ToolHandles } from '../paid-tools/deps';
import { createConceptsRepository, type ConceptsRepository } from './concepts.repository';

/** What the concepts' operations need: their records, the request, the gallery, the charge. */
export interface ConceptsDeps {
  repo: ConceptsRepository;
  requests: RequestLookup;
  gallery: GalleryDeps;
  ownItems: OwnGalleryItems;
  tools: ImageToolsDeps;
  /**
   * Refuses, before any charge, prompts that ask for a named living artist's style
   * (AppError PROMPT_NAMES_ARTIST): the named-artist guard.
   */
  refuseNamedArtists: (texts: string[], caller: string) => Promise<void>;
}

export function createConceptsDeps(
  handles: ToolHandles & { db: Firestore },
  refuseNamedArtists: ConceptsDeps['refuseNamedArtists'],
): ConceptsDeps {
  const gallery = createGalleryDeps(handles);
  return {
    repo: createConceptsRepository(handles.db),
    requests: createRequestLookup(handles.db),
    gallery,
    ownItems: createOwnGalleryItems(gallery),
    tools: createToolDeps(handles),
    refuseNamedArtists,
  };
}

/** A concept's image and its thumbnail, under the artist's own prefix. */
export const conceptImagePath = (uid: string, id: string) => `users/${uid}/concepts/${id}.png`;
export const conceptThumbPath = (uid: string, id: string) =>
  `users/${uid}/concepts/${id}.thumb.webp`;
