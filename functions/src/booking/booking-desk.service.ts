import type { Firestore } from '../adapters/firebase/firebase';
import { createBookingRepository, type BookingRepository } from './booking.repository';

/**
 * What other areas may use of booking: the artist behind an open page, the open pages (the
 * sitemap), an artist by uid (a studio's page), and a client's request taken in.
 */
export type BookingDesk = Pick<
  BookingRepository,
  'findArtist' | 'openPages' | 'newRequestId' | 'createRequest' | 'artist'
>;

export function createBookingDesk(db: Firestore): BookingDesk {
  const booking = createBookingRepository(db);
  return {
    findArtist: (username) => booking.findArtist(username),
    openPages: (max) => booking.openPages(max),
    newRequestId: (uid) => booking.newRequestId(uid),
    createRequest: (uid, id, request, now) => booking.createRequest(uid, id, request, now),
    // A studio's page lists its members by uid; a desk hands a request to one by uid.
    artist: (uid) => booking.artist(uid),
  };
}
