import {
  type ApiAppointmentDeposit,
  type AppointmentDeposit,
  type DepositChange,
  type DepositOutcomeInput,
  type HistoryActor,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { depositPayeeOf } from './deposit-payee';
import { REFUND_LEASE_MS, requireHeld, stateChanged, transition } from './deposit-machine';
import { depositMoney, KEEP_NOTES, keepInTransaction } from './deposit-writes';
import { settleDepositRefund } from './settle-refund';
import {
  connectOf,
  historyEntry,
  withHistoryLine,
  type DepositAppointment,
  type DepositTransaction,
  type DepositsRepository,
} from './deposits.repository';
import type { DepositsDeps } from './deps';
import { artistActorOf, historyLine, toApiAppointmentDeposit } from '../clients';

const CHANGE_OF = {
  keep: 'kept',
  move: 'moved',
  carry: 'carried',
  refund: 'refunded',
} as const satisfies Record<DepositOutcomeInput['outcome'], DepositChange>;

/**
 * Issue 43: who kept or refunded it, named on the deposit's new entry and on the appointment's
 * history, both in the transaction that makes the change.
 */
function signedBy(deposit: AppointmentDeposit, actor: HistoryActor): AppointmentDeposit {
  const last = deposit.history.at(-1);
  if (!last) return deposit;
  return { ...deposit, history: [...deposit.history.slice(0, -1), { ...last, by: actor }] };
}

/** The deposit on the appointment, held (paid and not yet kept, moved, refunded or carried). */
async function heldDeposit(
  deposits: DepositsRepository,
  tx: DepositTransaction,
  uid: string,
  id: string,
): Promise<DepositAppointment> {
  const appointment = await deposits.readAppointment(tx, uid, id);
  if (!appointment) throw new AppError('APPOINTMENT_NOT_FOUND');
  requireHeld(appointment.deposit);
  return appointment;
}

/** Keep: the artist keeps the deposit (no-show, late cancel); the appointment says so. */
async function keep(
  deps: DepositsDeps,
  uid: string,
  id: string,
  reason: keyof typeof KEEP_NOTES,
  actor: HistoryActor,
  line?: { note: string },
) {
  const { deposits } = deps;
  const now = deps.clock();
  const { locale } = await deposits.studio(uid);
  return deposits.runTransaction(async (tx) => {
    const appointment = await heldDeposit(deposits, tx, uid, id);
    const deposit = await keepInTransaction(
      deposits,
      tx,
      uid,
      appointment,
      now,
      KEEP_NOTES[reason],
      locale,
    );
    const status =
      reason === 'no_show'
        ? 'no_show'
        : reason === 'late_cancel'
          ? 'cancelled'
          : appointment.status;
    const signed = signedBy(deposit, actor);
    tx.update(deposits.appointmentRef(uid, id), {
      deposit: signed,
      depositOutcome: 'kept',
      status,
      ...withHistoryLine(
        ...(line
          ? [historyLine(actor, 'cancelled', now), historyLine(actor, 'kept', now)].map((l) => ({
              ...l,
              ...line,
            }))
          : [historyLine(actor, 'kept', now)]),
      ),
    });
    return signed;
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
  const { locale } = await deposits.studio(uid);
  return deposits.runTransaction(async (tx) => {
    const from = await heldDeposit(deposits, tx, uid, id);
    const amount = depositMoney({
      cents: from.deposit.amountCents,
      currency: from.deposit.currency,
      locale,
    });
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
    // The target must not hold or ask a deposit already: one deposit per appointment.
    const targetBusy =
      to.deposit && !['cancelled', 'moved', 'carried', 'refunded'].includes(to.deposit.status);
    if (to.status === 'cancelled' || to.depositCents !== undefined || targetBusy) {
      throw new AppError('DEPOSIT_OUTCOME_REFUSED');
    }
    const key = `${input.kind}-${from.deposit.paymentId}-${from.deposit.moves}`;
    if (await deposits.ledgerSeen(tx, uid, key)) throw stateChanged(from.deposit);
    const moved = input.kind === 'move';
    const source = transition(
      from.deposit,
      moved ? 'moved' : 'carried',
      now,
      moved ? 'moved' : 'carried',
      `${amount} ${moved ? 'moved' : 'carried'} to “${to.title}”`,
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
          `${amount} ${moved ? 'moved' : 'carried'} from “${from.title}”`,
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
 * Refund, in three steps so that exactly one action wins and "refunded" is recorded only once
 * Stripe made it: (1) a transaction moves the deposit paid → refunding, which every other
 * action then finds taken; (2) Stripe refunds on the artist's account under the payment's
 * idempotency key (one per attempt: a failed refund may be asked again); (3) Stripe's answer is
 * applied by the same operation as its refund events (settleDepositRefund): succeeded →
 * refunded, pending → waiting for the artist's balance (an event ends it), failed → paid again.
 * If Stripe refuses the call, the deposit goes back to paid. A refund left in step 2 by a dead
 * worker may be asked again once its lease has run out; a refund Stripe holds pending may not.
 */
async function refund(
  deps: DepositsDeps,
  uid: string,
  id: string,
  actor: HistoryActor,
  cancel?: CancelWithRefund,
) {
  const { deposits } = deps;
  const started = deps.clock();
  const asked = await deposits.runTransaction(async (tx) => {
    const appointment = await deposits.readAppointment(tx, uid, id);
    if (!appointment) throw new AppError('APPOINTMENT_NOT_FOUND');
    const { deposit } = appointment;
    const since = (appointment as { refundingSince?: unknown }).refundingSince;
    const sinceMs = since instanceof Date ? since.getTime() : 0;
    const stale =
      deposit.status === 'refunding' &&
      deposit.refund?.status !== 'pending' &&
      started.getTime() - sinceMs > REFUND_LEASE_MS;
    if (!stale) requireHeld(deposit);
    const found = await deposits.paymentIn(tx, uid, deposit.paymentId ?? '');
    if (!found?.stripePaymentIntentId || !found.stripeAccountId) {
      throw new AppError('DEPOSIT_OUTCOME_REFUSED');
    }
    const next = stale
      ? deposit
      : signedBy(
          transition(deposit, 'refunding', started, 'refund_started', 'Refund asked of Stripe'),
          actor,
        );
    const lines = cancel
      ? [historyLine(actor, 'cancelled', started), historyLine(actor, 'refunded', started)]
      : [historyLine(actor, 'refunded', started)];
    if (cancel && appointment.status === 'cancelled') throw stateChanged(deposit);
    tx.update(deposits.appointmentRef(uid, id), {
      deposit: next,
      refundingSince: started,
      // Issue 49: a client's cancel before the notice ends the visit in the refund's own claim.
      ...(cancel ? { status: 'cancelled', updatedAt: started } : {}),
      ...withHistoryLine(...lines.map((l) => ({ ...l, ...cancel?.line }))),
    });
    const attempt = deposit.history.filter((h) => h.action === 'refund_failed').length;
    return { payment: found, attempt };
  });
  const { payment, attempt } = asked;
  // The visit's cancellation is told before the refund's own news.
  if (cancel) await cancel.onCancelled();
  let answer;
  try {
    answer = await deps.payments.refundOnAccount({
      accountId: payment.stripeAccountId!,
      paymentIntentId: payment.stripePaymentIntentId!,
      idempotencyKey: `deposit-refund-${payment.id}${attempt > 0 ? `-${attempt}` : ''}`,
    });
  } catch (err) {
    deps.logger.error('deposit.refund_failed', {
      uid,
      appointmentId: id,
      error: err instanceof Error ? err.message : String(err),
    });
    await deposits.runTransaction(async (tx) => {
      const appointment = await deposits.readAppointment(tx, uid, id);
      if (appointment?.deposit.status !== 'refunding') return;
      const back = transition(appointment.deposit, 'paid', deps.clock(), 'refund_failed');
      tx.update(deposits.appointmentRef(uid, id), { deposit: back });
    });
    throw new AppError('DEPOSIT_REFUND_FAILED');
  }
  await settleDepositRefund(deps, uid, {
    accountId: payment.stripeAccountId!,
    paymentIntentId: payment.stripePaymentIntentId!,
    // Refunded before (past the key's day): Stripe answers no refund; the whole payment is back.
    refundId: answer.id || `refunded-${payment.stripePaymentIntentId}`,
    amountCents: answer.id ? answer.amountMinor : payment.amountCents,
    status: answer.status,
    failureReason: answer.failureReason,
    event: null,
    note: 'Refunded by the artist',
  });
  const after = await deposits.runTransaction((tx) => deposits.readAppointment(tx, uid, id));
  if (!after) throw new AppError('APPOINTMENT_NOT_FOUND');
  return after.deposit;
}

/**
 * Issue 49: a client's cancel before the notice — the appointment is cancelled in the same
 * transaction that claims the refund (paid → refunding), `onCancelled` runs once that commits,
 * then the refund goes to Stripe exactly as the artist's does. `line`: fields added to the
 * appointment's history lines (the policy applied).
 */
export interface CancelWithRefund {
  onCancelled: () => Promise<void>;
  line?: { note: string };
}

export async function cancelAndRefund(
  deps: DepositsDeps,
  uid: string,
  id: string,
  actor: HistoryActor,
  cancel: CancelWithRefund,
): Promise<ApiAppointmentDeposit> {
  if (!connectOf(await depositPayeeOf(deps, uid))) throw new AppError('DEPOSIT_OUTCOME_REFUSED');
  const result = await refund(deps, uid, id, actor, cancel);
  deps.logger.info('deposit.outcome', { uid, appointmentId: id, outcome: 'cancel_refund' });
  return toApiAppointmentDeposit(result)!;
}

/**
 * Issue 49: a client's cancel inside the notice — the artist's own "keep, late cancel" (the
 * appointment cancelled and the deposit kept in one transaction), signed by the client.
 */
export async function cancelAndKeep(
  deps: DepositsDeps,
  uid: string,
  id: string,
  actor: HistoryActor,
  line: { note: string },
): Promise<ApiAppointmentDeposit> {
  const result = await keep(deps, uid, id, 'late_cancel', actor, line);
  deps.logger.info('deposit.outcome', { uid, appointmentId: id, outcome: 'cancel_keep' });
  await deps.onDepositChange?.(uid, id, 'kept');
  return toApiAppointmentDeposit(result)!;
}

/** POST /api/appointments/{id}/deposit-outcome: one action on a held deposit. */
export async function applyDepositOutcome(
  deps: DepositsDeps,
  uid: string,
  id: string,
  input: DepositOutcomeInput,
  actor?: HistoryActor,
): Promise<ApiAppointmentDeposit> {
  let result: AppointmentDeposit;
  const by = actor ?? artistActorOf(uid, await deps.deposits.user(uid));
  switch (input.outcome) {
    case 'keep':
      result = await keep(deps, uid, id, input.reason, by);
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
      // The account that took it: the artist's, or the studio's when it takes the deposits.
      if (!connectOf(await depositPayeeOf(deps, uid)))
        throw new AppError('DEPOSIT_OUTCOME_REFUSED');
      // Its client is told by settleDepositRefund, once, when Stripe says it succeeded.
      result = await refund(
        deps,
        uid,
        id,
        by,
        input.cancel ? await cancelling(deps, uid, id) : undefined,
      );
      break;
  }
  deps.logger.info('deposit.outcome', { uid, appointmentId: id, outcome: input.outcome });
  if (input.outcome !== 'refund') await deps.onDepositChange?.(uid, id, CHANGE_OF[input.outcome]);
  return toApiAppointmentDeposit(result)!;
}

/**
 * The artist's "cancel and refund": the appointment is cancelled in the refund's own claim (as
 * a client's cancel before the notice is), and its cancellation mailed before the refund's news.
 */
async function cancelling(deps: DepositsDeps, uid: string, id: string): Promise<CancelWithRefund> {
  const found = await deps.deposits.runTransaction((tx) =>
    deps.deposits.readAppointment(tx, uid, id),
  );
  if (!found) throw new AppError('APPOINTMENT_NOT_FOUND');
  const before = { id, start: found.appointmentDate, status: found.status };
  return {
    onCancelled: async () => {
      await deps.onAppointmentChange?.(uid, before, { ...before, status: 'cancelled' });
    },
  };
}

/** How many times a deposit may move to a rescheduled appointment (booking settings). */
function maxMovesOf(user: Record<string, unknown> | undefined): number {
  const moves = (user?.bookingSettings as { maxDepositMoves?: unknown } | undefined)
    ?.maxDepositMoves;
  return typeof moves === 'number' && Number.isInteger(moves) && moves >= 0 ? moves : 1;
}
