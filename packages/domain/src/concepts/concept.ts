/** How many thumbnails one "Sketch 3 concepts" draws, for one credit. */
export const CONCEPT_COUNT = 3;

export const CONCEPT_STATES = ['new', 'kept', 'discarded'] as const;
export type ConceptState = (typeof CONCEPT_STATES)[number];

/** The tool name a kept concept's gallery record lists in `aiTools`. */
export const CONCEPT_AI_TOOL = 'concept';

/** A concept as the API shows it: signed URLs, minted at read time. */
export interface Concept {
  id: string;
  requestId: string;
  imageUrl: string;
  thumbnailUrl: string;
  state: ConceptState;
  /** The gallery item it became when kept; null otherwise. */
  galleryItemId: string | null;
  /** The artist's own gallery items it was steered by (none: drawn from the brief alone). */
  referenceIds: string[];
  createdAt: string;
}

/** POST and GET /api/booking-requests/{id}/concepts: newest first. */
export interface ConceptsAnswer {
  concepts: Concept[];
}

/** POST /api/concepts/{id}/keep. */
export interface KeepConceptAnswer {
  galleryItemId: string;
  concept: Concept;
}

/** POST /api/concepts/{id}/discard. */
export interface DiscardConceptAnswer {
  concept: Concept;
}
