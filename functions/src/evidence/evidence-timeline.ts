import {
  clientMessageOf,
  HISTORY_ROLE_LABELS,
  MAIL_KINDS,
  studioFormatters,
  type AppointmentStatus,
  type DepositHistoryEntry,
  type MailKind,
  type StudioFormatters,
} from '@inkforge/domain';
import { KEEP_NOTES } from '../deposits';
import type { StoredApproval } from '../clients';
import type { AppointmentEvidence } from './gather-evidence';

interface TimelineEntry {
  at: Date;
  what: string;
}

/** How the evidence names each mail: the client messages table's `evidence` column. */
export const MAIL_NAMES = Object.fromEntries(
  MAIL_KINDS.map((kind) => [kind, clientMessageOf(kind).evidence]),
) as Record<MailKind, string>;

const STATUS_WORDS: Partial<Record<AppointmentStatus, string>> = {
  cancelled: 'Appointment cancelled',
  no_show: 'Appointment marked as a no-show',
  completed: 'Appointment marked as completed',
};

/** The deposit's entries that changed the appointment's status in the same transaction. */
const STATUS_BY_DEPOSIT: Partial<Record<AppointmentStatus, (h: DepositHistoryEntry) => boolean>> = {
  cancelled: (h) =>
    h.action === 'released' || (h.action === 'kept' && h.note === KEEP_NOTES.late_cancel),
  no_show: (h) => h.action === 'kept' && h.note === KEEP_NOTES.no_show,
};

/**
 * Moves and the cancellation, each dated by what was written with it: the note queued for the
 * client, or the deposit's entry when keeping or releasing it changed the status. Otherwise
 * (a visit in the past, a deposit recorded by hand) the appointment's last change dates it.
 */
function statusChanges(
  { appointment, deposit, changes }: AppointmentEvidence,
  f: StudioFormatters,
): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const m of changes)
    if (m.kind === 'moved')
      entries.push({
        at: m.createdAt,
        what: `Appointment moved to ${f.dateTime(m.startAt)} (${f.timeZone})`,
      });
  const status = STATUS_WORDS[appointment.status];
  const changedAt = (appointment as { updatedAt?: unknown }).updatedAt;
  const lastChange =
    changedAt instanceof Date && changedAt > appointment.createdAt ? changedAt : null;
  const byDeposit = STATUS_BY_DEPOSIT[appointment.status];
  const dated = [
    ...(appointment.status === 'cancelled'
      ? changes.filter((m) => m.kind === 'cancelled').map((m) => m.createdAt)
      : []),
    ...(byDeposit ? (deposit?.history ?? []).filter(byDeposit).map((h) => h.at) : []),
  ].sort((a, b) => b.getTime() - a.getTime())[0];
  if (status && dated) entries.push({ at: dated, what: status });
  else if (status && lastChange)
    entries.push({ at: lastChange, what: `${status} (dated by its last change)` });
  else if (lastChange)
    entries.push({
      at: lastChange,
      what: `Appointment last changed; status now ${appointment.status}`,
    });
  if (appointment.depositOutcome && !deposit && lastChange)
    entries.push({
      at: lastChange,
      what: `Deposit ${appointment.depositOutcome} as recorded by the artist (dated by the appointment's last change)`,
    });
  return entries;
}

/**
 * The appointment's history as one dated list, oldest first: what was booked, asked, accepted,
 * paid, sent and signed, and what the artist did with the deposit.
 */
export function evidenceTimeline(
  evidence: AppointmentEvidence,
  approval: StoredApproval | null,
  f: StudioFormatters = studioFormatters(),
): TimelineEntry[] {
  const { appointment, deposit, payments, mails, intake } = evidence;
  const entries: TimelineEntry[] = [{ at: appointment.createdAt, what: 'Appointment booked' }];
  if (deposit) {
    const amount = f.money(deposit.amountCents, deposit.currency);
    entries.push({ at: deposit.requestedAt, what: `Deposit of ${amount} requested` });
    if (deposit.policy)
      entries.push({
        at: deposit.policy.acceptedAt,
        what: `Client accepted the deposit policy, version ${deposit.policy.version}`,
      });
    for (const h of deposit.history)
      entries.push({
        at: h.at,
        what: `Deposit: ${h.action}${h.note ? ` (${h.note})` : ''}${h.by ? `, by ${h.by.name} (${HISTORY_ROLE_LABELS[h.by.role]})` : ''}`,
      });
  }
  for (const p of payments)
    entries.push({
      at: p.createdAt,
      what: `Payment recorded: ${f.money(p.amountCents)} ${p.kind ?? 'payment'}${p.refunded ? ', since refunded' : ''}`,
    });
  for (const m of mails)
    if (m.sentAt) entries.push({ at: m.sentAt, what: `E-mail sent: ${MAIL_NAMES[m.kind]}` });
  if (intake)
    entries.push({ at: new Date(intake.signedAt), what: `Intake signed by ${intake.name}` });
  if (approval?.approvedAt)
    entries.push({
      at: approval.approvedAt,
      what: `Design approved by ${approval.approvedBy ?? 'the client'}`,
    });
  entries.push(...statusChanges(evidence, f));
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
