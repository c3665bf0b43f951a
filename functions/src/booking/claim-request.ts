import { AppError } from '../app-error';
import type { StoredBookingRequest } from './booking.repository';
import type { BookingDeps } from './deps';

/** A pending request of the artist's own, taken for an answer; 404 for any other id. */
export async function claimRequest(
  deps: BookingDeps,
  uid: string,
  id: string,
): Promise<StoredBookingRequest> {
  const claimed = await deps.booking.claim(uid, id, deps.clock());
  if (claimed === 'missing') throw new AppError('BOOKING_REQUEST_NOT_FOUND');
  if (claimed === 'answered') throw new AppError('BOOKING_REQUEST_ANSWERED');
  return claimed;
}

/** Runs an answer's steps on a claimed request; a failure gives the request back. */
export async function answering<T>(
  deps: BookingDeps,
  uid: string,
  id: string,
  steps: () => Promise<T>,
): Promise<T> {
  try {
    return await steps();
  } catch (err) {
    await deps.booking.release(uid, id);
    throw err;
  }
}
