import {
  depositNoticeKind,
  type AppointmentDeposit,
  type DepositChange,
  type DepositMailKind,
  type OnlineDepositStatus,
} from '@inkforge/domain';
import type { StoredAppointment } from '../clients';
import { isUpcoming, type PlannedMail } from './plan-mails';

/**
 * The mail each deposit change owes the client. A checkout paid over the project's price keeps
 * the deposit as paid: the excess given back is the artist's to explain, not a deposit notice.
 */

/** The history entries that record each change (a transfer is told from the side that holds it). */
const ACTIONS: Partial<Record<DepositChange, readonly string[]>> = {
  kept: ['kept'],
  moved: ['moved_in', 'moved'],
  carried: ['carried_in', 'carried'],
  refunded: ['refunded'],
  cancelled: ['cancelled'],
};

/**
 * When the change happened, the mail's key: the same change heard twice names the same outbox
 * record. The latest matching history entry, else the latest entry of any kind.
 */
function changedAt(change: DepositChange, deposit: AppointmentDeposit): Date | null {
  if (change === 'requested') return deposit.requestedAt;
  if (change === 'paid') return deposit.paidAt;
  const actions = ACTIONS[change];
  const entries = deposit.history.filter((h) => !actions || actions.includes(h.action));
  return entries.at(-1)?.at ?? deposit.history.at(-1)?.at ?? null;
}

/**
 * A refund told while its visit is still on waits this long (issue 49). A paid deposit must be
 * decided before its visit is cancelled, so an artist who cancels refunds first: the wait lets
 * the cancellation be told first, and it sends the waiting refund note right after it
 * (releaseHeldRefunds). A refund of a visit that stays on is told when the wait ends.
 */
export const REFUND_NOTE_WAIT_MS = 10 * 60 * 1000;

/** Before the visit only: a request or a booking note for a past or called-off visit confuses. */
const AHEAD_ONLY: readonly DepositMailKind[] = ['deposit_request', 'deposit_paid'];

/** The deposit's state each notice expects to find, else the news is already stale. */
const EXPECTED: Partial<Record<DepositMailKind, readonly OnlineDepositStatus[]>> = {
  deposit_request: ['requested'],
  deposit_paid: ['paid'],
};

/**
 * The outbox record for one deposit change of an appointment, or null when the client is owed
 * nothing (the visit is behind them, the deposit moved on since, the change needs no mail).
 */
export function depositNotice(
  change: DepositChange,
  appointment: StoredAppointment,
  deposit: AppointmentDeposit,
  now: Date,
): PlannedMail | null {
  const kind = depositNoticeKind(change);
  const at = changedAt(change, deposit);
  if (!kind || !at) return null;
  const ahead = isUpcoming(appointment.status) && appointment.appointmentDate > now;
  if (AHEAD_ONLY.includes(kind) && !ahead) return null;
  if (EXPECTED[kind] && !EXPECTED[kind].includes(deposit.status)) return null;
  return {
    appointmentId: appointment.id,
    kind,
    startAt: appointment.appointmentDate,
    dueAt:
      kind === 'deposit_refunded' && ahead ? new Date(now.getTime() + REFUND_NOTE_WAIT_MS) : now,
    status: 'pending',
    reason: null,
    changeAt: at,
    change,
  };
}

/**
 * Booking with a deposit asked and unpaid: the client's first mail is the request with its link,
 * not a "Booked" confirmation. It is the very record the deposit's own 'requested' news names,
 * so whichever comes first sends it and the other finds it there. Booked already paid (flash):
 * the first mail is the deposit's "paid" notice, the record the 'paid' news names.
 */
export function askingInsteadOfConfirming(
  planned: PlannedMail[],
  deposit: AppointmentDeposit | null,
): PlannedMail[] {
  if (deposit?.status === 'paid' && deposit.paidAt) {
    const paidAt = deposit.paidAt;
    return planned.map((m) =>
      m.kind === 'confirmation'
        ? { ...m, kind: 'deposit_paid', changeAt: paidAt, change: 'paid' }
        : m,
    );
  }
  if (deposit?.status !== 'requested') return planned;
  return planned.map((m) =>
    m.kind === 'confirmation'
      ? { ...m, kind: 'deposit_request', changeAt: deposit.requestedAt, change: 'requested' }
      : m,
  );
}
