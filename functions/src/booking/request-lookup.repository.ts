import type { TattooColour } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { fromSnapshot, ownCollection } from '../adapters/firebase/documents';
import type { StoredBookingRequest } from './booking.repository';

/** The brief as another area reads it (issue 46: s46-brief drafts it on the request). */
export interface RequestBrief {
  subject: string;
  style: string;
  placement: string;
  sizeCm: number | null;
  colour: TattooColour;
}

/** What the design assistant reads of one of the artist's own requests. */
export interface RequestForDesign {
  id: string;
  idea: string;
  placement: string;
  sizeCm: number;
  colour: TattooColour;
  clientId: string | null;
  projectId: string | null;
  clientName: string;
  /** The drafted brief, or null before one is drafted. */
  brief: RequestBrief | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A brief only when it has something to draw: a stored value of another shape reads as none. */
function briefOf(value: unknown): RequestBrief | null {
  const stored = value as Record<string, unknown> | null | undefined;
  if (!stored || !text(stored.subject)) return null;
  return {
    subject: text(stored.subject),
    style: text(stored.style),
    placement: text(stored.placement),
    sizeCm: typeof stored.sizeCm === 'number' ? stored.sizeCm : null,
    colour: stored.colour === 'colour' ? 'colour' : 'black_and_grey',
  };
}

/**
 * One request of the caller's own, by id, under their own path (the path is the tenancy: another
 * artist's id is simply not there); null when missing.
 */
export function createRequestLookup(db: Firestore) {
  return async (uid: string, id: string): Promise<RequestForDesign | null> => {
    const snapshot = await ownCollection(db, uid, 'bookingRequests').doc(id).get();
    const stored = fromSnapshot<StoredBookingRequest & { brief?: unknown }>(snapshot);
    if (!stored) return null;
    return {
      id: stored.id,
      idea: stored.idea,
      placement: stored.placement,
      sizeCm: stored.sizeCm,
      colour: stored.colour,
      clientId: stored.clientId ?? null,
      projectId: stored.projectId ?? null,
      clientName: stored.name,
      brief: briefOf(stored.brief),
    };
  };
}

export type RequestLookup = ReturnType<typeof createRequestLookup>;
