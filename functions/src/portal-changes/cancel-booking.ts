import {
  cancelNote,
  cancelVerdict,
  formatDateTime,
  type ApiClientCancel,
  type AppointmentInput,
  type OnlineDepositStatus,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { StoredAppointment } from '../clients';
import { artistOf } from './artist-of';
import type { BookingTarget, PortalChangesDeps } from './deps';
import { clientActor, ownAppointment, policyBookingOf } from './policy-booking';
import { bellNotice, mailArtist } from './tell-artist';

/**
 * POST /api/public/portal/{token}/appointments/{id}/cancel: the client cancels their own
 * booking and the policy decides the deposit's fate, each through its owner's operation with
 * the client as the actor. Before the notice a paid deposit is refunded (the deposits area's
 * refund: the appointment is cancelled in the refund's claim, the client's cancellation mail
 * goes, then Stripe; "refunded" is recorded only when Stripe made it); inside the notice it is
 * kept (the artist's "keep, late cancel"); with none held, the clients area's own cancel. The
 * time is free from then on. Two cancels at once: the deposit's state machine lets one through.
 */
export async function cancelBooking(
  deps: PortalChangesDeps,
  target: BookingTarget,
): Promise<ApiClientCancel> {
  const { uid, clientId, appointmentId } = target;
  const now = deps.clock();
  const [user, found, clientName] = await Promise.all([
    deps.changes.user(uid),
    deps.changes.appointment(uid, appointmentId),
    deps.books.clientName(uid, clientId),
  ]);
  const appointment = ownAppointment(found, clientId);
  const artist = artistOf(user);
  const booking = policyBookingOf(appointment);
  const verdict = cancelVerdict(booking, artist.policy, now, artist.name, artist.locale);
  if (!verdict.allowed) throw new AppError('CANCEL_NOT_ALLOWED', verdict.reason);
  const note = cancelNote(booking, verdict, artist.policy, now, artist.locale);
  const actor = clientActor(clientId, clientName);
  const before = {
    id: appointmentId,
    start: appointment.appointmentDate,
    status: appointment.status,
  };

  let depositStatus: OnlineDepositStatus | null = booking.deposit?.status ?? null;
  switch (verdict.deposit) {
    case 'keep':
      // Its one mail to the client says both: cancelled, and the deposit kept.
      depositStatus = (await deps.deposits.cancelKeeping(uid, appointmentId, actor, { note }))
        .status;
      break;
    case 'refund':
      depositStatus = (
        await deps.deposits.cancelRefunding(uid, appointmentId, actor, {
          line: { note },
          onCancelled: async () => {
            await deps.onAppointmentChange?.(uid, before, { ...before, status: 'cancelled' });
          },
        })
      ).status;
      break;
    case 'none': {
      const stored = await deps.books.storedAppointment(uid, appointmentId);
      if (!stored) throw new AppError('APPOINTMENT_NOT_FOUND');
      // The history line carries the policy applied (historyLine writes an actor's note).
      const signed = { ...actor, note };
      const cancelled = await deps.books.updateAppointment(
        uid,
        appointmentId,
        cancelInput(stored),
        signed,
      );
      depositStatus = cancelled.onlineDeposit?.status ?? null;
      break;
    }
  }

  const style = { timeZone: artist.timeZone, locale: artist.locale };
  const when = formatDateTime(appointment.appointmentDate, style, { weekday: true });
  const news = {
    key: `client-cancelled-${appointmentId}`,
    title: `${clientName} cancelled “${appointment.title}” on ${when}`,
    lines: [
      `${clientName} cancelled “${appointment.title}” on ${when}; the time is free again.`,
      note,
    ],
  };
  await deps.changes.ring(uid, news.key, bellNotice(news), now);
  await mailArtist(deps, uid, artist, news);
  deps.logger.info('portal.client_cancelled', { uid, appointmentId, deposit: verdict.deposit });
  return {
    id: appointmentId,
    status: 'cancelled',
    deposit: verdict.deposit,
    depositStatus,
    words: verdict.words,
  };
}

/** The artist's own edit with status cancelled and every other field as stored (as the desk's). */
function cancelInput(stored: StoredAppointment): AppointmentInput {
  return {
    title: stored.title,
    description: stored.description,
    appointmentDate: stored.appointmentDate,
    timezone: stored.timezone,
    duration: stored.duration,
    type: stored.type,
    status: 'cancelled',
    price: stored.priceCents,
    deposit: stored.depositCents,
    notes: stored.notes,
    allowOverlap: true,
    depositOutcome: stored.depositOutcome,
  };
}
