import {
  kindsWhere,
  appointmentMailId,
  type AppointmentStatus,
  type AppointmentType,
  type DepositChange,
  type MailKind,
  type MailReason,
  type MailStatus,
  type ReminderSettings,
} from '@inkforge/domain';
import type { AppointmentMoment } from '../clients';
import type { RecallFacts } from './render-mail';

/** What the chasing mails need beyond the moment: what kind of visit, and how long. */
export interface SessionFacts {
  type: AppointmentType;
  durationMinutes: number;
}

/** The settings that decide when mails go. */
export type PlanSettings = Pick<
  ReminderSettings,
  | 'hoursBefore'
  | 'depositReminderDays'
  | 'releaseUnpaidAfterDays'
  | 'aftercare'
  | 'healedPhotoWeeks'
>;

/** One outbox record to create (if its id is not there yet). */
export interface PlannedMail {
  appointmentId: string;
  kind: MailKind;
  startAt: Date;
  dueAt: Date;
  status: Extract<MailStatus, 'pending' | 'skipped'>;
  reason: MailReason | null;
  /** A deposit's mail: when the change it tells of happened (its id's key, not the start). */
  changeAt?: Date;
  /** A deposit's mail: the change it tells of (a refund of a late payment reads differently). */
  change?: DepositChange;
  /** A moved visit's note: the start it moved from, which the client reads beside the new. */
  movedFrom?: Date;
  /** A payment's receipt: the amounts as recorded, frozen when the payment was (issue 49). */
  receipt?: MailReceipt;
  /** A recall notice (issue 45): the product and the artist's words; keyed by the recall. */
  recall?: RecallFacts;
  /** An ink passport: the session record's version it tells of (its id's key, issue 45). */
  recordVersion?: number;
}

/** A receipt's amounts, integer cents in the payment's currency. */
export interface MailReceipt {
  /** What counts toward the price. */
  paidCents: number;
  /** What went back to the client because it was more than was due. */
  refundCents: number;
  /** What is still due on the price after it. */
  dueCents: number;
  currency: string;
}

/**
 * The outbox id of a planned mail: by its start, by its change for a deposit's mail, or by the
 * record's version for an ink passport (`{appointmentId}_ink_passport_v2`: once per version).
 */
export const plannedMailId = (m: PlannedMail) =>
  m.recordVersion !== undefined
    ? `${m.appointmentId}_${m.kind}_v${m.recordVersion}`
    : appointmentMailId(m.appointmentId, m.kind, m.changeAt ?? m.startAt);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Mails tied to one start time and planned ahead: a move or a cancellation supersedes those
 * still waiting for another time.
 */
export const TIMED_KINDS = kindsWhere((m) => m.timed);

/** Visits that leave a fresh tattoo: aftercare and the healed photo follow these. */
const TATTOO_TYPES: readonly AppointmentType[] = ['tattoo_session', 'touch_up', 'walk_in'];

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
 * What chases a booking. A deposit still unpaid `depositReminderDays` after booking is
 * reminded, and `releaseUnpaidAfterDays` later its slot is released, both only while before
 * the start (whether a deposit is due is read when the mail goes: it may be asked after the
 * booking). After a tattoo session: the aftercare at its end, the healed-photo link weeks later.
 */
function chase(
  a: AppointmentMoment,
  settings: PlanSettings,
  now: Date,
  facts: SessionFacts | null,
): PlannedMail[] {
  const mails: PlannedMail[] = [];
  const before = (at: Date) => at < a.start;
  if (settings.depositReminderDays) {
    const nudge = new Date(now.getTime() + settings.depositReminderDays * DAY);
    if (before(nudge)) mails.push(mail(a, 'deposit_reminder', nudge));
    if (settings.releaseUnpaidAfterDays) {
      const release = new Date(nudge.getTime() + settings.releaseUnpaidAfterDays * DAY);
      if (before(release)) mails.push(mail(a, 'slot_released', release));
    }
  }
  return [...mails, ...afterVisit(a, settings, facts)];
}

/** After a tattoo: the aftercare at the session's end, the healed-photo link weeks later. */
function afterVisit(
  a: AppointmentMoment,
  settings: PlanSettings,
  facts: SessionFacts | null,
): PlannedMail[] {
  if (!facts || !TATTOO_TYPES.includes(facts.type)) return [];
  const end = new Date(a.start.getTime() + facts.durationMinutes * 60_000);
  return [
    ...(settings.aftercare ? [mail(a, 'aftercare', end)] : []),
    ...(settings.healedPhotoWeeks
      ? [mail(a, 'healed_photo', new Date(end.getTime() + settings.healedPhotoWeeks * 7 * DAY))]
      : []),
  ];
}

/** Under way now (a walk-in recorded as it starts): its session still ends ahead. */
const underWay = (a: AppointmentMoment, now: Date, facts: SessionFacts | null) =>
  a.status !== 'cancelled' &&
  a.status !== 'no_show' &&
  facts !== null &&
  a.start.getTime() + facts.durationMinutes * 60_000 > now.getTime();

/**
 * The mails a booking or an edit owes the client. Past appointments (a record of what
 * happened) send nothing; one made as it starts (a walk-in) gets the aftercare and healed photo. Booking: a confirmation now, a reminder before, and what chases it.
 * Moving: a note now, and the reminder and the chase for the new time (the old ones are
 * superseded). Cancelling: a note now. Reopening a cancelled one books it again.
 */
export function plannedMails(
  before: AppointmentMoment | null,
  after: AppointmentMoment,
  settings: PlanSettings,
  now: Date,
  facts: SessionFacts | null = null,
): PlannedMail[] {
  // A session recorded as it starts (a walk-in) is owed what follows it, nothing before.
  if (after.start <= now)
    return !before && underWay(after, now, facts) ? afterVisit(after, settings, facts) : [];
  const booked = isUpcoming(after.status);
  const ahead = () => [
    reminder(after, settings.hoursBefore, now),
    ...chase(after, settings, now, facts),
  ];
  if (!before || !isUpcoming(before.status)) {
    if (before && before.status !== 'cancelled') return [];
    return booked ? [mail(after, 'confirmation', now), ...ahead()] : [];
  }
  if (after.status === 'cancelled') return [mail(after, 'cancelled', now)];
  if (!booked || after.start.getTime() === before.start.getTime()) return [];
  return [{ ...mail(after, 'moved', now), movedFrom: before.start }, ...ahead()];
}
