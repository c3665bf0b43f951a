import { studioFormatOf, type AcceptBookingInput, type ApiBookingRequest } from '@inkforge/domain';
import type { AppointmentMoment } from '../clients';
import { acceptBookingRequest } from './accept-booking-request';
import { bookingDepsOf, type BookingAreaDeps } from './area';

/** A request accepted for an offer: the booking made, and the moment the outbox is told of. */
export interface AcceptedForOffer {
  request: ApiBookingRequest;
  moment: AppointmentMoment;
  /** The studio's money format: the offer's amounts read in it. */
  format: { currency: string; locale: string };
}

/**
 * Accepts a request exactly as the inbox's Accept does (client, project, proposed appointment,
 * deposit asked), but holds back the outbox's announcement: the offer's one mail carries the
 * deposit link, so the caller tells the outbox itself once that mail is sent (issue 46).
 * `beforeBooking` runs after the request's own checks and before anything is created.
 */
export function acceptorForOffer(deps: BookingAreaDeps) {
  const base = bookingDepsOf(deps);
  return async (
    uid: string,
    id: string,
    input: AcceptBookingInput,
    beforeBooking?: () => Promise<void>,
  ): Promise<AcceptedForOffer> => {
    let moment: AppointmentMoment | null = null;
    const quiet = {
      ...base,
      studio: {
        ...base.studio,
        announce: async (_uid: string, announced: AppointmentMoment) => {
          moment = announced;
        },
      },
    };
    const request = await acceptBookingRequest(quiet, uid, id, input, beforeBooking);
    if (!moment) throw new Error('accepting the request announced no appointment');
    const artist = await base.booking.artist(uid);
    return { request, moment, format: artist?.format ?? studioFormatOf(undefined) };
  };
}
