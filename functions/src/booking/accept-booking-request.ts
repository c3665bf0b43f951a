import {
  BODY_PLACEMENTS,
  COLOUR_LABELS,
  DEFAULT_PROJECT_STATUS,
  depositFor,
  depositLinkPath,
  studioFormatOf,
  type AcceptBookingInput,
  type ApiBookingRequest,
  type ClientFields,
  type NewAppointmentInput,
  type ProjectInput,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { refuseDepositBelowMinimum } from '../deposits';
import type { StoredBookingRequest } from './booking.repository';
import { answering, claimRequest } from './claim-request';
import type { BookingDeps } from './deps';
import { depositNote, projectTitle, requestSummary } from './request-summary';
import { currencyOf, toApiBookingRequest } from './to-api';

/** The artist's client with the request's e-mail, or a new one (within the plan's limit). */
async function clientFor(deps: BookingDeps, uid: string, request: StoredBookingRequest) {
  const existing = await deps.studio.clientIdByEmail(uid, request.email);
  // Issue 44: the opt-in ticked on the request goes onto the client, with its words and time.
  if (existing) {
    if (request.smsConsent) await deps.studio.recordSmsConsent(uid, existing, request.smsConsent);
    return existing;
  }
  const fields: ClientFields = { name: request.name, email: request.email, phone: request.phone };
  return (await deps.studio.createClient(uid, fields, request.smsConsent)).id;
}

const placementOf = (text: string) =>
  BODY_PLACEMENTS.find((p) => p.toLowerCase() === text.trim().toLowerCase());

/**
 * POST /api/booking-requests/{id}/accept: links or creates the client (matched by e-mail),
 * creates a project and a proposed (scheduled) appointment, and notes the deposit asked. The
 * deposit is asked on the appointment with its public payment link; it becomes a payment when
 * the client pays. Only then is the booking announced to the appointments' mail outbox, so the
 * client's first mail is the deposit request with its link, not a "Booked" sent before it.
 */
export async function acceptBookingRequest(
  deps: BookingDeps,
  uid: string,
  id: string,
  input: AcceptBookingInput,
  /** The last check before anything is created (an offer's mail gate), after the request's own. */
  beforeBooking?: () => Promise<void>,
): Promise<ApiBookingRequest> {
  const artist = await deps.booking.artist(uid);
  const rule = artist?.settings.deposit ?? { kind: 'none' };
  if (input.deposit === undefined && rule.kind === 'percent' && !input.estimatedPrice) {
    throw new AppError('BOOKING_DEPOSIT_NEEDS_ESTIMATE');
  }
  const depositCents =
    input.deposit === undefined ? depositFor(rule, input.estimatedPrice) : input.deposit || null;
  // A deposit never passes the price: refused before anything is created.
  if (depositCents && input.estimatedPrice !== undefined && depositCents > input.estimatedPrice) {
    throw new AppError('DEPOSIT_OVER_PRICE');
  }
  // A deposit Stripe cannot charge (0.10, or 1.00 in SEK) is refused here, in words.
  if (depositCents) {
    const format = artist?.format ?? studioFormatOf(undefined);
    refuseDepositBelowMinimum(depositCents, format.currency, format.locale, 'deposit');
  }
  // Before anything is created: an overlap warning must not leave a half-made booking.
  await deps.studio.warnOnOverlap(
    uid,
    { id: '', start: input.appointmentDate, duration: input.duration, status: 'scheduled' },
    input.allowOverlap,
  );
  await beforeBooking?.();

  const request = await claimRequest(deps, uid, id);
  const answer = await answering(deps, uid, id, async () => {
    const clientId = await clientFor(deps, uid, request);
    // The booking's own parsed values, in cents: never re-read through the HTTP schemas.
    const projectInput: ProjectInput = {
      clientId,
      title: projectTitle(request),
      description: requestSummary(request, input.timezone),
      bodyPlacement: placementOf(request.placement),
      style: COLOUR_LABELS[request.colour],
      estimatedPrice: input.estimatedPrice,
      finalPrice: undefined,
      status: DEFAULT_PROJECT_STATUS,
    };
    const project = await deps.studio.createProject(uid, projectInput);
    const appointmentInput: NewAppointmentInput = {
      title: project.title,
      appointmentDate: input.appointmentDate,
      timezone: input.timezone,
      duration: input.duration,
      type: 'tattoo_session',
      status: 'scheduled',
      price: input.estimatedPrice,
      notes: depositNote(depositCents, artist?.format ?? studioFormatOf(undefined)),
      clientId,
      projectId: project.id,
      allowOverlap: true,
    };
    // Booked quietly: the client's mail is planned once the deposit it must carry exists.
    const appointment = await deps.studio.createAppointment(uid, appointmentInput);
    const deposit = depositCents
      ? await deps.deposits.request(uid, appointment.id, depositCents, deps.clock())
      : null;
    await deps.studio.announce(uid, {
      id: appointment.id,
      start: new Date(appointment.appointmentDate),
      status: appointment.status,
    });
    return {
      status: 'accepted' as const,
      clientId,
      projectId: project.id,
      appointmentId: appointment.id,
      depositCents,
      depositLink: deposit ? depositLinkPath(deposit.token) : null,
    };
  });
  const now = deps.clock();
  await deps.booking.recordAnswer(uid, id, answer, now);
  deps.logger.info('booking.request_accepted', { uid, requestId: id });
  const images = await Promise.all(request.imagePaths.map((p) => deps.objects.signedUrl(p)));
  return toApiBookingRequest(
    { ...request, ...answer, answeredAt: now, declineMessage: null, mailSent: null },
    images,
    currencyOf(artist),
  );
}
