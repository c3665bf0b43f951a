import { apiStudioPlaceOf, clientFacingPlaceOf, userUnderStudio } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { createArtistStudios } from '../studios';
import { artistNameOf } from './artist-name';

/**
 * Who a client's private link comes from and where they are (issue 49): the artist's name with
 * their studio's, and the one studio identity (a member's studio, else the public page's).
 */
export async function clientFacingOf(
  db: Firestore,
  user: Record<string, unknown>,
  uid: string,
  now: Date,
) {
  const studio = await createArtistStudios(db, () => now).of(uid);
  return {
    artistName: artistNameOf(userUnderStudio(user, studio)),
    studio: apiStudioPlaceOf(clientFacingPlaceOf(user, studio)),
  };
}
