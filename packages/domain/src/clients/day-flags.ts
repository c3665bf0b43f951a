import type { CalendarAppointment } from './api-types';

/** Beyond the spec: what the dashboard's Today list flags on an appointment. */
export interface DayFlags {
  /** Live (not cancelled, completed or no-show) with no deposit held. */
  depositDue: boolean;
  /** The client's allergies, when recorded. */
  medicalWarning?: string;
}

const SETTLED = ['cancelled', 'completed', 'no_show'];

export function dayFlags(a: CalendarAppointment): DayFlags {
  const live = !SETTLED.includes(a.status);
  return {
    depositDue: live && !(a.depositPaid && a.depositPaid > 0),
    medicalWarning: a.clientAllergies?.trim() || undefined,
  };
}
