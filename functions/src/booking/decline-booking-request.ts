import { senderName, type ApiBookingRequest } from '@inkforge/domain';
import type { BookingArtist, StoredBookingRequest } from './booking.repository';
import { claimRequest } from './claim-request';
import { declineMail } from './decline-mail';
import type { BookingDeps } from './deps';
import { currencyOf, toApiBookingRequest } from './to-api';

/** Sends the decline note once; a mail problem is recorded and logged, never a failed decline. */
async function sendDecline(
  deps: BookingDeps,
  artist: BookingArtist | null,
  request: StoredBookingRequest,
  message: string,
): Promise<boolean> {
  if (!deps.mail.configured) {
    deps.logger.error('booking.decline_mail_not_configured', { requestId: request.id });
    return false;
  }
  const mail = declineMail(request, message, {
    studioName: senderName(
      artist?.studioName ?? null,
      artist?.displayName ?? null,
      artist?.email ?? null,
    ),
    replyTo: artist?.email ?? null,
    timeZone: artist?.timezone ?? 'UTC',
  });
  try {
    await deps.mail.send(mail);
    return true;
  } catch (err) {
    deps.logger.error('booking.decline_mail_failed', {
      requestId: request.id,
      error: String(err),
    });
    return false;
  }
}

/** POST /api/booking-requests/{id}/decline: the request is closed and the client told why. */
export async function declineBookingRequest(
  deps: BookingDeps,
  uid: string,
  id: string,
  message: string,
): Promise<ApiBookingRequest> {
  const artist = await deps.booking.artist(uid);
  const request = await claimRequest(deps, uid, id);
  const mailSent = await sendDecline(deps, artist, request, message);
  const answer = { status: 'declined' as const, declineMessage: message, mailSent };
  const now = deps.clock();
  await deps.booking.recordAnswer(uid, id, answer, now);
  deps.logger.info('booking.request_declined', { uid, requestId: id, mailSent });
  const images = await Promise.all(request.imagePaths.map((p) => deps.objects.signedUrl(p)));
  return toApiBookingRequest(
    {
      ...request,
      ...answer,
      answeredAt: now,
      clientId: null,
      projectId: null,
      appointmentId: null,
      depositCents: null,
    },
    images,
    currencyOf(artist),
  );
}
