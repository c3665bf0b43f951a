import type { MailKind } from '@inkforge/domain';
import { moneyText } from '../reminders/money-text';
import type { StoredApproval } from '../clients/approval.repository';
import type { AppointmentEvidence } from './gather-evidence';

interface TimelineEntry {
  at: Date;
  what: string;
}

export const MAIL_NAMES: Record<MailKind, string> = {
  confirmation: 'booking confirmation',
  reminder: 'reminder',
  moved: 'note that the appointment moved',
  cancelled: 'note that the appointment was cancelled',
  deposit_reminder: 'reminder of the unpaid deposit',
  slot_released: 'note that the unpaid slot was released',
  aftercare: 'aftercare instructions',
  healed_photo: 'request for a healed photo',
  deposit_request: 'deposit request with its payment link',
  deposit_paid: 'booking confirmation after the deposit was paid',
  deposit_kept: 'note that the deposit was kept',
  deposit_refunded: 'note that the deposit was refunded',
  deposit_moved: 'note that the deposit moved to another appointment',
  deposit_cancelled: 'note that the deposit is no longer due',
};

/**
 * The appointment's history as one dated list, oldest first: what was booked, asked, accepted,
 * paid, sent and signed, and what the artist did with the deposit.
 */
export function evidenceTimeline(
  evidence: AppointmentEvidence,
  approval: StoredApproval | null,
): TimelineEntry[] {
  const { appointment, deposit, payments, mails, intake } = evidence;
  const entries: TimelineEntry[] = [{ at: appointment.createdAt, what: 'Appointment booked' }];
  if (deposit) {
    const amount = moneyText(deposit.amountCents, deposit.currency);
    entries.push({ at: deposit.requestedAt, what: `Deposit of ${amount} requested` });
    if (deposit.policy)
      entries.push({
        at: deposit.policy.acceptedAt,
        what: `Client accepted the deposit policy, version ${deposit.policy.version}`,
      });
    for (const h of deposit.history)
      entries.push({ at: h.at, what: `Deposit: ${h.action}${h.note ? ` (${h.note})` : ''}` });
  }
  for (const p of payments)
    entries.push({
      at: p.createdAt,
      what: `Payment recorded: ${moneyText(p.amountCents)} ${p.kind ?? 'payment'}${p.refunded ? ', since refunded' : ''}`,
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
  const updatedAt = (appointment as { updatedAt?: unknown }).updatedAt;
  if (updatedAt instanceof Date && updatedAt > appointment.createdAt)
    entries.push({
      at: updatedAt,
      what: `Appointment last changed; status now ${appointment.status}`,
    });
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
