import {
  formatDateTime,
  isOpenTime,
  isoWithOffset,
  moveNote,
  moveVerdict,
  openTimes,
  type ApiClientMove,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { historyLine } from '../clients';
import { moveDepositWithAppointmentInTransaction } from '../deposits';
import { STEP_MINUTES } from '../flash';
import { artistOf } from './artist-of';
import type { BookingTarget, PortalChangesDeps } from './deps';
import type { ChangeTransaction } from './portal-changes.repository';
import { availabilityFor, othersThan } from './move-rules';
import { clientActor, ownAppointment, policyBookingOf } from './policy-booking';
import { bellNotice, mailArtist, type ClientChangeNews } from './tell-artist';

const MINUTE = 60_000;

/**
 * POST /api/public/portal/{token}/appointments/{id}/move {start}: the client moves their own
 * booking to one of the artist's open times, within the policy. One transaction re-reads the
 * appointment (the policy is decided on what it finds), the calendar (a time taken meanwhile is
 * 409 BOOKING_TIME_TAKEN with the next open times) and, through the deposits area, the paid
 * deposit, which moves with the appointment exactly once (its `move-…` ledger key is the one the
 * artist's own move of that deposit takes). The bell rings in the same transaction; the client's
 * "moved" mail and the artist's mail go once it committed.
 */
export async function moveBooking(
  deps: PortalChangesDeps,
  target: BookingTarget,
  startText: string,
): Promise<ApiClientMove> {
  const { uid, clientId, appointmentId } = target;
  const now = deps.clock();
  const start = new Date(startText);
  const [user, availability, clientName] = await Promise.all([
    deps.changes.user(uid),
    deps.calendar.availability(uid),
    deps.books.clientName(uid, clientId),
  ]);
  const artist = artistOf(user);
  if (!artist.hours) throw new AppError('BOOKING_NO_WORKING_HOURS');
  const hours = artist.hours;
  const actor = clientActor(clientId, clientName);

  const moved = await deps.changes.run(async (tx) => {
    const { appointment: found, update } = await deps.changes.readAppointmentInTransaction(
      tx,
      uid,
      appointmentId,
    );
    const appointment = ownAppointment(found, clientId);
    const booking = policyBookingOf(appointment);
    const verdict = moveVerdict(booking, artist.policy, now, artist.name);
    if (!verdict.allowed) throw new AppError('RESCHEDULE_NOT_ALLOWED', verdict.reason);
    const rules = {
      hours,
      timeZone: artist.timeZone,
      availability: availabilityFor(availability, appointment),
      durationMinutes: appointment.duration,
      now,
    };
    const same = start.getTime() === appointment.appointmentDate.getTime();
    if (same || !isOpenTime(start, { ...rules, busy: [] })) {
      throw new AppError('BOOKING_TIME_NOT_OPEN');
    }
    const end = new Date(start.getTime() + appointment.duration * MINUTE);
    const calendar = await deps.calendar.inTransaction(tx, uid, start, end, now);
    const busy = othersThan(calendar.busy, appointment);
    if (!isOpenTime(start, { ...rules, busy })) {
      const next = openTimes({
        ...rules,
        busy,
        stepMinutes: STEP_MINUTES,
        from: start,
        to: new Date(start.getTime() + 14 * 86_400_000),
      })
        .slice(0, 3)
        .map((t) => isoWithOffset(t, artist.timeZone));
      throw new AppError('BOOKING_TIME_TAKEN', undefined, { next: next.join(',') });
    }
    const note = moveNote(booking, artist.policy, now, artist.locale);
    const carried = await carryDeposit(tx, deps, uid, appointment, { now, note, by: actor });
    // Every read is done: the writes.
    calendar.claim();
    carried?.write();
    update({
      appointmentDate: start,
      updatedAt: now,
      ...(carried ? { deposit: carried.deposit } : {}),
      ...deps.changes.withHistoryLine(historyLine({ ...actor, note }, 'moved', now)),
    });
    const news = moveNews(appointment, start, clientName, note, artist);
    deps.changes.ringInTransaction(tx, uid, news.key, bellNotice(news), now);
    return { appointment, carried, news };
  });

  const { appointment, carried, news } = moved;
  const previous = appointment.appointmentDate;
  await deps.onAppointmentChange?.(
    uid,
    { id: appointmentId, start: previous, status: appointment.status },
    { id: appointmentId, start, status: appointment.status },
  );
  await mailArtist(deps, uid, artist, news);
  deps.logger.info('portal.client_moved', { uid, appointmentId, carried: carried !== null });
  return {
    id: appointmentId,
    start: isoWithOffset(start, artist.timeZone),
    previousStart: isoWithOffset(previous, artist.timeZone),
    timezone: artist.timeZone,
    depositStatus: carried?.deposit.status ?? policyBookingOf(appointment).deposit?.status ?? null,
  };
}

/** The deposits' own move step; a deposit that left meanwhile (the artist moved it): 409. */
async function carryDeposit(
  tx: ChangeTransaction,
  deps: PortalChangesDeps,
  uid: string,
  appointment: Parameters<typeof moveDepositWithAppointmentInTransaction>[3],
  move: Parameters<typeof moveDepositWithAppointmentInTransaction>[4],
) {
  try {
    return await moveDepositWithAppointmentInTransaction(
      tx,
      deps.changes.db,
      uid,
      appointment,
      move,
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'DEPOSIT_STATE_CHANGED') {
      throw new AppError('APPOINTMENT_CHANGED');
    }
    throw err;
  }
}

function moveNews(
  appointment: { id: string; title: string; appointmentDate: Date },
  start: Date,
  clientName: string,
  note: string,
  artist: { timeZone: string; locale: string },
): ClientChangeNews {
  const style = { timeZone: artist.timeZone, locale: artist.locale };
  const to = formatDateTime(start, style, { weekday: true });
  const from = formatDateTime(appointment.appointmentDate, style, { weekday: true });
  return {
    key: `client-moved-${appointment.id}-${start.getTime()}`,
    title: `${clientName} moved “${appointment.title}” to ${to}`,
    lines: [`${clientName} moved “${appointment.title}” from ${from} to ${to}.`, note],
  };
}
