import type { CalendarAppointment } from './api-types';

export interface CalendarDay {
  /** 'YYYY-MM-DD' in the artist's time zone. */
  date: string;
  appointments: CalendarAppointment[];
}

/** Appointments grouped by the artist's local day, days and times ascending. */
export function groupByLocalDay(appointments: readonly CalendarAppointment[]): CalendarDay[] {
  const sorted = [...appointments].sort(
    (a, b) => Date.parse(a.appointmentDate) - Date.parse(b.appointmentDate),
  );
  const days = new Map<string, CalendarAppointment[]>();
  for (const appointment of sorted) {
    const day = days.get(appointment.localDate);
    if (day) day.push(appointment);
    else days.set(appointment.localDate, [appointment]);
  }
  return [...days].map(([date, list]) => ({ date, appointments: list }));
}

/** An appointment as the overlap check reads it. */
export interface BookedSlot {
  id: string;
  title: string;
  start: Date;
  /** Minutes. */
  duration: number;
  status: string;
}

/**
 * Beyond the spec: the first live appointment (not cancelled, not a no-show) whose time
 * intersects the candidate's. Back-to-back (one ends as the other starts) is not an overlap.
 */
export function findOverlap(
  candidate: Omit<BookedSlot, 'title'>,
  booked: readonly BookedSlot[],
): BookedSlot | undefined {
  const start = candidate.start.getTime();
  const end = start + candidate.duration * 60_000;
  return booked.find((other) => {
    if (other.id === candidate.id) return false;
    if (other.status === 'cancelled' || other.status === 'no_show') return false;
    const otherStart = other.start.getTime();
    return otherStart < end && start < otherStart + other.duration * 60_000;
  });
}
