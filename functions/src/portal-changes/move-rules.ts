import type { Availability, BusyTime } from '@inkforge/domain';
import type { RawAppointment } from './policy-booking';

const MINUTE = 60_000;

/**
 * The rules a client's move is offered under: the booking page's (working hours, time off,
 * buffers, the booking window). A flash day is given to flash alone, so a booking that is not a
 * flash booking cannot move onto one; a flash booking may, on its slots.
 */
export function availabilityFor(availability: Availability, appointment: RawAppointment) {
  if (appointment.flash) return availability;
  return {
    ...availability,
    timeOff: [
      ...availability.timeOff,
      ...availability.flashDays.map(({ from, to }) => ({ from, to })),
    ],
    flashDays: [],
  };
}

/** What is busy but the booking itself: it does not stand in its own way. */
export function othersThan(busy: BusyTime[], appointment: RawAppointment): BusyTime[] {
  const start = appointment.appointmentDate.getTime();
  const end = start + appointment.duration * MINUTE;
  const own = busy.findIndex((b) => b.start.getTime() === start && b.end.getTime() === end);
  return own < 0 ? busy : busy.filter((_, i) => i !== own);
}
