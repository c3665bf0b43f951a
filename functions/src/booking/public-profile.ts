import { avatarPath, type ApiPublicPage, type PublicProfile } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { BookingArtist } from './booking.repository';
import type { BookingDeps } from './deps';

/** The header as the settings card shows it: the saved profile and the avatar's address. */
export const publicPageOf = (artist: BookingArtist, profile = artist.profile): ApiPublicPage => ({
  ...profile,
  avatarUrl: artist.avatarHash ? avatarPath(artist.username, artist.avatarHash) : null,
});

/** The live artist behind a signed-in call. */
export async function signedInArtist(
  deps: Pick<BookingDeps, 'booking'>,
  uid: string,
): Promise<BookingArtist> {
  const artist = await deps.booking.artist(uid);
  if (!artist) throw new AppError('NOT_FOUND');
  return artist;
}

/** GET /api/profile/public-page: the header of the artist's public page. */
export async function getPublicProfile(
  deps: Pick<BookingDeps, 'booking'>,
  uid: string,
): Promise<ApiPublicPage> {
  return publicPageOf(await signedInArtist(deps, uid));
}

/** PUT /api/profile/public-page: the page shows it within its cache time (5 minutes). */
export async function savePublicProfile(
  deps: Pick<BookingDeps, 'booking' | 'clock'>,
  uid: string,
  profile: PublicProfile,
): Promise<ApiPublicPage> {
  const artist = await signedInArtist(deps, uid);
  await deps.booking.saveProfile(uid, profile, deps.clock());
  return publicPageOf(artist, profile);
}
