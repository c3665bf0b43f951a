import type { CalendarAppointment } from './api-types';

/** Beyond the spec: what the dashboard's Today list and the calendar flag on an appointment. */
export interface DayFlags {
  /** Live (not cancelled, completed or no-show) with no deposit held; a walk-in pays at the end. */
  depositDue: boolean;
  /** Live with no signed intake form. */
  intakeMissing: boolean;
  /** The client's recorded allergies and what the signed intake flagged, when any. */
  medicalWarning?: string;
}

const SETTLED = ['cancelled', 'completed', 'no_show'];

export function dayFlags(a: CalendarAppointment): DayFlags {
  const live = !SETTLED.includes(a.status);
  const recorded = a.clientAllergies?.trim();
  const warnings = [...(recorded ? [recorded] : []), ...(a.intakeFlags ?? [])];
  return {
    depositDue: live && a.type !== 'walk_in' && !(a.depositPaid && a.depositPaid > 0),
    intakeMissing: live && !a.intakeSigned,
    medicalWarning: warnings.length > 0 ? warnings.join(' · ') : undefined,
  };
}
