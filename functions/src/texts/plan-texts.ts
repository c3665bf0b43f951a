import { textSendTime, type TemplatedTextKind, type TextSettings } from '@inkforge/domain';
import type { AppointmentMoment } from '../clients';

const HOUR = 3_600_000;
/** The intake link goes this long before the visit (a booking nearer than that gets none). */
const INTAKE_TEXT_HOURS = 72;

/** One text a booking change owes the client. */
export interface PlannedText {
  id: string;
  kind: TemplatedTextKind;
  appointmentId: string;
  startAt: Date;
  dueAt: Date;
}

const upcoming = (a: AppointmentMoment) => a.status === 'scheduled' || a.status === 'confirmed';

/**
 * The texts a booking, a move or a cancellation owes, keyed by the change (as the mail outbox
 * keys mails): a booking's confirmation by its start, or by its deposit request when the text
 * carries the deposit link; reminders by start and hours; a move by its new start. The same
 * change planned twice makes the same ids, so it is one text. Times are moved out of quiet
 * hours in the studio's zone.
 */
export function plannedTexts(
  before: AppointmentMoment | null,
  after: AppointmentMoment,
  settings: Pick<TextSettings, 'reminderHours'>,
  now: Date,
  timeZone: string,
  depositRequestedAt: Date | null,
): PlannedText[] {
  if (after.start <= now) return [];
  const startMs = after.start.getTime();
  const text = (kind: TemplatedTextKind, key: string, dueAt: Date): PlannedText => ({
    id: `${after.id}-${kind}-${key}`,
    kind,
    appointmentId: after.id,
    startAt: after.start,
    dueAt: textSendTime(dueAt, timeZone, kind === 'cancelled' ? null : after.start),
  });
  const ahead = () => [
    ...settings.reminderHours
      .map((hours) => ({ hours, dueAt: new Date(startMs - hours * HOUR) }))
      .filter(({ dueAt }) => dueAt > now)
      .map(({ hours, dueAt }) => text('reminder', `${startMs}-${hours}h`, dueAt)),
    ...(startMs - INTAKE_TEXT_HOURS * HOUR > now.getTime()
      ? [text('intake_link', `${startMs}`, new Date(startMs - INTAKE_TEXT_HOURS * HOUR))]
      : []),
  ];
  if (!before || !upcoming(before)) {
    if (before && before.status !== 'cancelled') return [];
    if (!upcoming(after)) return [];
    const key = depositRequestedAt ? `deposit${depositRequestedAt.getTime()}` : `${startMs}`;
    return [text('booking_confirmation', key, now), ...ahead()];
  }
  if (after.status === 'cancelled') return [text('cancelled', `${startMs}`, now)];
  if (!upcoming(after) || before.start.getTime() === startMs) return [];
  return [text('moved', `${startMs}`, now), ...ahead()];
}

/** A deposit asked for after the booking: the confirmation again, now with its link. */
export function depositText(
  a: AppointmentMoment,
  requestedAt: Date,
  now: Date,
  timeZone: string,
): PlannedText[] {
  if (a.start <= now || !upcoming(a)) return [];
  return [
    {
      id: `${a.id}-booking_confirmation-deposit${requestedAt.getTime()}`,
      kind: 'booking_confirmation',
      appointmentId: a.id,
      startAt: a.start,
      dueAt: textSendTime(now, timeZone, a.start),
    },
  ];
}
