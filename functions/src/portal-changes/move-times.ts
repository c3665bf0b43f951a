import { isoWithOffset, openTimes, type ApiOpenTimes } from '@inkforge/domain';
import { AppError } from '../app-error';
import { STEP_MINUTES } from '../flash';
import { artistOf } from './artist-of';
import type { BookingTarget, PortalChangesDeps } from './deps';
import { availabilityFor, othersThan } from './move-rules';
import { ownAppointment } from './policy-booking';

const DAY = 86_400_000;

const instant = (text: string | undefined, fallback: Date) => {
  const parsed = text ? new Date(text) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : fallback;
};

/**
 * GET /api/public/portal/{token}/appointments/{id}/times?from=&to=: where this booking may move,
 * for its own length, by the booking page's rules (14 days from `from`, at most 31).
 */
export async function listMoveTimes(
  deps: PortalChangesDeps,
  target: BookingTarget,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<ApiOpenTimes> {
  const now = deps.clock();
  const [user, found] = await Promise.all([
    deps.changes.user(target.uid),
    deps.changes.appointment(target.uid, target.appointmentId),
  ]);
  const appointment = ownAppointment(found, target.clientId);
  const artist = artistOf(user);
  if (!artist.hours) throw new AppError('BOOKING_NO_WORKING_HOURS');
  const from = instant(query.from, now);
  const to = new Date(
    Math.min(
      instant(query.to, new Date(from.getTime() + 14 * DAY)).getTime(),
      from.getTime() + 31 * DAY,
    ),
  );
  const [availability, busy] = await Promise.all([
    deps.calendar.availability(target.uid),
    deps.calendar.busy(target.uid, from, to, now),
  ]);
  const rules = availabilityFor(availability, appointment);
  const times = openTimes({
    hours: artist.hours,
    timeZone: artist.timeZone,
    availability: rules,
    busy: othersThan(busy, appointment),
    durationMinutes: appointment.duration,
    stepMinutes: STEP_MINUTES,
    from,
    to,
    now,
  }).filter((t) => t.getTime() !== appointment.appointmentDate.getTime());
  const iso = times.map((t) => isoWithOffset(t, artist.timeZone));
  const days = [...new Set(iso.map((t) => t.slice(0, 10)))];
  return {
    timezone: artist.timeZone,
    times: iso,
    flashDays: days.filter((day) => rules.flashDays.some((f) => f.from <= day && day <= f.to)),
  };
}
