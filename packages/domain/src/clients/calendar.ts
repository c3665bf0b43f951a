import type { CalendarAppointment } from './api-types';

export interface CalendarDay {
  /** 'YYYY-MM-DD' in the artist's time zone. */
  date: string;
  appointments: CalendarAppointment[];
}

/** Spec tools §2: appointments grouped by the artist's local day, days and times ascending. */
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
