import type { PublicProfile } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { BookingDeps } from './deps';

/** GET /api/profile/public-page: the header of the artist's public page. */
export async function getPublicProfile(
  deps: Pick<BookingDeps, 'booking'>,
  uid: string,
): Promise<PublicProfile> {
  const artist = await deps.booking.artist(uid);
  if (!artist) throw new AppError('NOT_FOUND');
  return artist.profile;
}

/** PUT /api/profile/public-page: the page shows it within its cache time (5 minutes). */
export async function savePublicProfile(
  deps: Pick<BookingDeps, 'booking' | 'clock'>,
  uid: string,
  profile: PublicProfile,
): Promise<PublicProfile> {
  await deps.booking.saveProfile(uid, profile, deps.clock());
  return profile;
}
