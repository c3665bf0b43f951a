import {
  formatClientMoney,
  type ApiAppointmentDeposit,
  type AppointmentDeposit,
  type DepositOutcomeInput,
  type OnlineDepositStatus,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { applyRefund } from './apply-refund';
import {
  connectOf,
  historyEntry,
  type DepositAppointment,
  type DepositsRepository,
} from './deposits.repository';
import type { DepositsDeps } from './deps';
import { toApiAppointmentDeposit } from '../clients/appointment-deposit';

const KEEP_NOTES = {
  no_show: 'Kept: the client did not come',
  late_cancel: 'Kept: cancelled too late',
  other: 'Kept under the deposit policy',
} as const;

const money = (cents: number) => formatClientMoney(cents, '€');

/** The deposit on the appointment, held (paid and not yet kept, moved, refunded or carried). */
async function heldDeposit(
  deposits: DepositsRepository,
  tx: Parameters<Parameters<DepositsRepository['runTransaction']>[0]>[0],
  uid: string,
  id: string,
): Promise<DepositAppointment> {
  const appointment = await deposits.readAppointment(tx, uid, id);
  if (!appointment) throw new AppError('APPOINTMENT_NOT_FOUND');
  if (appointment.deposit.status !== 'paid' || !appointment.deposit.paymentId) {
    throw new AppError('DEPOSIT_OUTCOME_REFUSED');
  }
  return appointment;
}

function withStatus(
  deposit: AppointmentDeposit,
  status: OnlineDepositStatus,
  at: Date,
  action: string,
  note: string,
): AppointmentDeposit {
  return { ...deposit, status, history: [...deposit.history, historyEntry(at, action, note)] };
}

/** Keep: the artist keeps the deposit (no-show, late cancel); the appointment says so. */
async function keep(deps: DepositsDeps, uid: string, id: string, reason: keyof typeof KEEP_NOTES) {
  const { deposits } = deps;
  const now = deps.clock();
  return deposits.runTransaction(async (tx) => {
    const appointment = await heldDeposit(deposits, tx, uid, id);
    const key = `kept-${appointment.deposit.paymentId}`;
    if (await deposits.ledgerSeen(tx, uid, key)) throw new AppError('DEPOSIT_OUTCOME_REFUSED');
    const deposit = withStatus(appointment.deposit, 'kept', now, 'kept', KEEP_NOTES[reason]);
    const status =
      reason === 'no_show'
        ? 'no_show'
        : reason === 'late_cancel'
          ? 'cancelled'
          : appointment.status;
    tx.update(deposits.appointmentRef(uid, id), { deposit, depositOutcome: 'kept', status });
    deposits.writeLedger(tx, uid, key, {
      appointmentId: id,
      action: 'kept',
      amountCents: appointment.deposit.amountCents,
      at: now,
      source: 'artist',
    });
    return deposit;
  });
}

/** Move or carry: the held deposit goes to another appointment of the same client. */
async function transfer(
  deps: DepositsDeps,
  uid: string,
  id: string,
  input: { kind: 'move'; toAppointmentId: string; maxMoves: number } | { kind: 'carry' },
) {
  const { deposits } = deps;
  const now = deps.clock();
  return deposits.runTransaction(async (tx) => {
    const from = await heldDeposit(deposits, tx, uid, id);
    let to;
    if (input.kind === 'move') {
      to = await deposits.plainAppointment(tx, uid, input.toAppointmentId);
      if (!to || to.id === from.id || to.clientId !== from.clientId) {
        throw new AppError('APPOINTMENT_NOT_FOUND');
      }
      if (from.deposit.moves >= input.maxMoves) throw new AppError('DEPOSIT_MOVES_EXHAUSTED');
    } else {
      const all = from.projectId ? await deposits.projectAppointments(tx, uid, from.projectId) : [];
      const last = all
        .filter((a) => a.status !== 'cancelled')
        .sort((a, b) => b.appointmentDate.getTime() - a.appointmentDate.getTime())[0];
      if (!last || last.id === from.id) throw new AppError('DEPOSIT_NO_LAST_SESSION');
      to = last;
    }
    // The target must not hold a deposit already: two deposits on one appointment are one too many.
    if (to.depositCents !== undefined || (to.deposit && to.deposit.status === 'paid')) {
      throw new AppError('DEPOSIT_OUTCOME_REFUSED');
    }
    const key = `${input.kind}-${from.deposit.paymentId}-${from.deposit.moves}`;
    if (await deposits.ledgerSeen(tx, uid, key)) throw new AppError('DEPOSIT_OUTCOME_REFUSED');
    const moved = input.kind === 'move';
    const source = withStatus(
      from.deposit,
      moved ? 'moved' : 'carried',
      now,
      moved ? 'moved' : 'carried',
      `${money(from.deposit.amountCents)} ${moved ? 'moved' : 'carried'} to “${to.title}”`,
    );
    const target: AppointmentDeposit = {
      ...source,
      status: 'paid',
      moves: moved ? from.deposit.moves + 1 : from.deposit.moves,
      history: [
        ...from.deposit.history,
        historyEntry(
          now,
          moved ? 'moved_in' : 'carried_in',
          `${money(from.deposit.amountCents)} ${moved ? 'moved' : 'carried'} from “${from.title}”`,
        ),
      ],
    };
    const linkHash = (from as { depositLinkHash?: unknown }).depositLinkHash;
    deposits.moveDeposit(tx, uid, from, to, {
      source,
      target,
      linkHash: typeof linkHash === 'string' ? linkHash : null,
    });
    deposits.writeLedger(tx, uid, key, {
      appointmentId: to.id,
      action: moved ? 'moved' : 'carried',
      amountCents: from.deposit.amountCents,
      at: now,
      source: from.id,
    });
    return source;
  });
}

/**
 * Refund: through Stripe on the artist's own account first (a provider call cannot run inside
 * a transaction; its idempotency key makes a retry refund once), then the payment stops
 * counting. The refund's own event does the same under the same ledger key, whichever is first.
 */
async function refund(deps: DepositsDeps, uid: string, id: string) {
  const { deposits } = deps;
  const first = await deposits.runTransaction(async (tx) => {
    const appointment = await heldDeposit(deposits, tx, uid, id);
    const payment = await deposits.paymentIn(tx, uid, appointment.deposit.paymentId!);
    return { appointment, payment };
  });
  const { payment } = first;
  if (!payment?.stripePaymentIntentId || !payment.stripeAccountId) {
    throw new AppError('DEPOSIT_OUTCOME_REFUSED');
  }
  try {
    await deps.payments.refundOnAccount({
      accountId: payment.stripeAccountId,
      paymentIntentId: payment.stripePaymentIntentId,
      idempotencyKey: `deposit-refund-${payment.id}`,
    });
  } catch (err) {
    deps.logger.error('deposit.refund_failed', {
      uid,
      appointmentId: id,
      error: err instanceof Error ? err.message : String(err),
    });
    throw new AppError('DEPOSIT_REFUND_FAILED');
  }
  const now = deps.clock();
  const key = `refunded-${payment.stripePaymentIntentId}`;
  return deposits.runTransaction(async (tx) => {
    const appointment = await deposits.readAppointment(tx, uid, id);
    const done = await deposits.ledgerSeen(tx, uid, key);
    if (!appointment) throw new AppError('APPOINTMENT_NOT_FOUND');
    if (done) return appointment.deposit;
    applyRefund(deposits, tx, uid, payment.id, appointment, now, 'Refunded by the artist');
    deposits.writeLedger(tx, uid, key, {
      appointmentId: id,
      action: 'refunded',
      amountCents: payment.amountCents,
      at: now,
      source: 'artist',
    });
    return withStatus(appointment.deposit, 'refunded', now, 'refunded', 'Refunded by the artist');
  });
}

/** POST /api/appointments/{id}/deposit-outcome: one action on a held deposit. */
export async function applyDepositOutcome(
  deps: DepositsDeps,
  uid: string,
  id: string,
  input: DepositOutcomeInput,
): Promise<ApiAppointmentDeposit> {
  let result: AppointmentDeposit;
  switch (input.outcome) {
    case 'keep':
      result = await keep(deps, uid, id, input.reason);
      break;
    case 'move': {
      const user = await deps.deposits.user(uid);
      result = await transfer(deps, uid, id, {
        kind: 'move',
        toAppointmentId: input.toAppointmentId,
        maxMoves: maxMovesOf(user),
      });
      break;
    }
    case 'carry':
      result = await transfer(deps, uid, id, { kind: 'carry' });
      break;
    case 'refund':
      if (!connectOf(await deps.deposits.user(uid))) throw new AppError('DEPOSIT_OUTCOME_REFUSED');
      result = await refund(deps, uid, id);
      break;
  }
  deps.logger.info('deposit.outcome', { uid, appointmentId: id, outcome: input.outcome });
  return toApiAppointmentDeposit(result)!;
}

/** How many times a deposit may move to a rescheduled appointment (booking settings). */
function maxMovesOf(user: Record<string, unknown> | undefined): number {
  const moves = (user?.bookingSettings as { maxDepositMoves?: unknown } | undefined)
    ?.maxDepositMoves;
  return typeof moves === 'number' && Number.isInteger(moves) && moves >= 0 ? moves : 1;
}
