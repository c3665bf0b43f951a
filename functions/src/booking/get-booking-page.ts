import type { ApiBookingPage } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { BookingDesk } from './booking-desk.service';
import type { BookingArtist } from './booking.repository';
import type { BookingDeps } from './deps';
import { toApiBookingPage } from './to-api';

/** The artist behind a public page, when it takes requests; one 404 for unknown or closed. */
export async function openArtist(
  deps: { booking: Pick<BookingDesk, 'findArtist'> },
  username: string,
): Promise<BookingArtist> {
  const artist = await deps.booking.findArtist(username);
  if (!artist?.settings.open) throw new AppError('BOOKING_NOT_FOUND');
  return artist;
}

/** GET /api/public/booking/{username}. */
export async function getBookingPage(deps: BookingDeps, username: string): Promise<ApiBookingPage> {
  return toApiBookingPage(await openArtist(deps, username));
}
