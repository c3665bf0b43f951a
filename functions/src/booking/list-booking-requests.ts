import type { ApiBookingRequests } from '@inkforge/domain';
import type { BookingDeps } from './deps';
import { currencyOf, toApiBookingRequest } from './to-api';

/** GET /api/booking-requests: the artist's own requests, newest first, with the waiting count. */
export async function listBookingRequests(
  deps: BookingDeps,
  uid: string,
): Promise<ApiBookingRequests> {
  const stored = await deps.booking.list(uid);
  const currency = currencyOf(await deps.booking.artist(uid));
  const requests = await Promise.all(
    stored.map(async (request) =>
      toApiBookingRequest(
        request,
        await Promise.all(request.imagePaths.map((path) => deps.objects.signedUrl(path))),
        currency,
      ),
    ),
  );
  return { requests, pendingCount: requests.filter((r) => r.status === 'pending').length };
}
