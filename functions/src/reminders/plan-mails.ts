import type { AppointmentStatus, MailKind, MailReason, MailStatus } from '@inkforge/domain';

/** What the planner needs of an appointment. */
export interface AppointmentMoment {
  id: string;
  start: Date;
  status: AppointmentStatus;
}

/** One outbox record to create (if its id is not there yet). */
export interface PlannedMail {
  appointmentId: string;
  kind: MailKind;
  startAt: Date;
  dueAt: Date;
  status: Extract<MailStatus, 'pending' | 'skipped'>;
  reason: MailReason | null;
}

const HOUR = 60 * 60 * 1000;

/** An appointment the client still has to come to: the reminder and notes are about these. */
export const isUpcoming = (status: AppointmentStatus) =>
  status === 'scheduled' || status === 'confirmed';

function mail(a: AppointmentMoment, kind: MailKind, dueAt: Date): PlannedMail {
  return { appointmentId: a.id, kind, startAt: a.start, dueAt, status: 'pending', reason: null };
}

/** Due `hoursBefore` before the start; booked inside that window it is recorded as skipped. */
function reminder(a: AppointmentMoment, hoursBefore: number, now: Date): PlannedMail {
  const dueAt = new Date(a.start.getTime() - hoursBefore * HOUR);
  return dueAt <= now
    ? { ...mail(a, 'reminder', dueAt), status: 'skipped', reason: 'BOOKED_INSIDE_REMINDER_WINDOW' }
    : mail(a, 'reminder', dueAt);
}

/**
 * The mails a booking or an edit owes the client. Past appointments (a record of what
 * happened) send nothing. Booking: a confirmation now and a reminder before. Moving: a note
 * now and a reminder for the new time (the old one is superseded). Cancelling: a note now.
 * Reopening a cancelled one books it again.
 */
export function plannedMails(
  before: AppointmentMoment | null,
  after: AppointmentMoment,
  hoursBefore: number,
  now: Date,
): PlannedMail[] {
  if (after.start <= now) return [];
  const booked = isUpcoming(after.status);
  if (!before || !isUpcoming(before.status)) {
    if (before && before.status !== 'cancelled') return [];
    return booked ? [mail(after, 'confirmation', now), reminder(after, hoursBefore, now)] : [];
  }
  if (after.status === 'cancelled') return [mail(after, 'cancelled', now)];
  if (!booked || after.start.getTime() === before.start.getTime()) return [];
  return [mail(after, 'moved', now), reminder(after, hoursBefore, now)];
}
