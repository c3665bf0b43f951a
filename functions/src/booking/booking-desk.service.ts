import type { Firestore } from '../adapters/firebase/firebase';
import { createBookingRepository, type BookingRepository } from './booking.repository';

/**
 * What other areas may use of booking: the artist behind an open page, the open pages (the
 * sitemap), and a client's request taken in (the public page's form).
 */
export type BookingDesk = Pick<
  BookingRepository,
  'findArtist' | 'openPages' | 'newRequestId' | 'createRequest'
>;

export function createBookingDesk(db: Firestore): BookingDesk {
  const booking = createBookingRepository(db);
  return {
    findArtist: (username) => booking.findArtist(username),
    openPages: (max) => booking.openPages(max),
    newRequestId: (uid) => booking.newRequestId(uid),
    createRequest: (uid, id, request, now) => booking.createRequest(uid, id, request, now),
  };
}
