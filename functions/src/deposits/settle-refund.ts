import { canMoveDeposit, type AppointmentDeposit } from '@inkforge/domain';
import type { Logger } from '../logger';
import { applyRefund } from './apply-refund';
import type { DepositEvents } from './deposit-events';
import { transition } from './deposit-machine';
import { depositMoney, notifyRefunded } from './deposit-writes';
import {
  historyEntry,
  type DepositAppointment,
  type DepositTransaction,
} from './deposits.repository';
import type { DepositChangeListener } from './deps';

/** What Stripe said of one refund on an artist's account (its create answer or an event). */
export interface RefundVerdict {
  accountId: string;
  paymentIntentId: string;
  refundId: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
  /** The event that said it (recorded once), or null for the create answer. */
  event: { id: string; kind: string } | null;
  /** The history note when this verdict refunds the deposit. */
  note: string;
}

export interface SettleRefundDeps {
  deposits: DepositEvents;
  clock: () => Date;
  logger: Logger;
  onDepositChange?: DepositChangeListener;
}

export type SettleOutcome = 'processed' | 'duplicate' | 'unmatched' | 'ignored';

/** Stripe's failure_reason in the artist's words, for the deposit's history and the bell. */
const FAILURE_WORDS: Record<string, string> = {
  insufficient_funds: 'your Stripe balance did not cover it',
  lost_or_stolen_card: 'the client’s card was reported lost or stolen',
  expired_or_canceled_card: 'the client’s card has expired or was cancelled',
  charge_for_pending_refund_disputed: 'the client disputed the payment',
  declined: 'the client’s bank declined it',
  merchant_request: 'it was cancelled on Stripe',
};
export const refundFailureWords = (reason: string | null) =>
  FAILURE_WORDS[reason ?? ''] ?? 'Stripe gave no reason';

type Payment = NonNullable<Awaited<ReturnType<DepositEvents['paymentByIntent']>>>;

/**
 * Whether a refund gives the whole deposit back. A refund of the excess over the project's price
 * (made when the checkout was recorded) is less than what the client paid and leaves the deposit
 * held; the deposit's own refund is what is left of the payment. A refund this deposit asked
 * for (its stored refund id) always is.
 */
function refundsDeposit(payment: Payment, deposit: AppointmentDeposit | null, v: RefundVerdict) {
  if (deposit?.refund?.id === v.refundId) return true;
  const extra = payment as { grossCents?: number; excessRefunded?: boolean };
  const gross = extra.grossCents ?? payment.amountCents;
  return (
    v.amountCents >= gross ||
    (extra.excessRefunded === true && v.amountCents >= payment.amountCents)
  );
}

/**
 * The one operation that applies Stripe's word on a deposit's refund, whoever heard it (the
 * artist's refund call or a refund event), in one transaction. `succeeded`: the payment stops
 * counting and the deposit is refunded, once (ledger key `refunded-{payment intent}`), and the
 * client is told once. `pending`: the deposit stays in 'refunding', marked as waiting for the
 * artist's balance. `failed`: the deposit is held again ('paid') with the reason in its history
 * and on the artist's bell; the client is told nothing.
 */
export async function settleDepositRefund(
  deps: SettleRefundDeps,
  uid: string,
  verdict: RefundVerdict,
): Promise<SettleOutcome> {
  const { deposits } = deps;
  const now = deps.clock();
  const studio = await deposits.studio(uid);
  let told: string | null = null;
  const outcome = await deposits.runTransaction(async (tx): Promise<SettleOutcome> => {
    const { event } = verdict;
    if (event && (await deposits.eventSeen(tx, uid, event.id))) return 'duplicate';
    const payment = await deposits.paymentByIntent(tx, uid, verdict.paymentIntentId);
    // Only a deposit's payment carries the appointment's deposit with it: a balance paid online
    // on the same appointment (issue 49) refunded leaves its deposit as it is.
    const appointment =
      payment?.appointmentId && payment.kind === 'deposit'
        ? await deposits.readAppointment(tx, uid, payment.appointmentId)
        : null;
    const key = `refunded-${verdict.paymentIntentId}`;
    const done = await deposits.ledgerSeen(tx, uid, key);
    const mark = (result: SettleOutcome) => {
      if (event) deposits.markEvent(tx, uid, event.id, event.kind, now);
      return result;
    };
    if (!payment || payment.stripeAccountId !== verdict.accountId) return mark('unmatched');
    // A partial refund (an excess given back) stays for the artist to handle.
    if (!refundsDeposit(payment, appointment?.deposit ?? null, verdict)) return mark('ignored');
    const money = {
      cents: payment.amountCents,
      currency: appointment?.deposit.currency ?? studio.currency,
      locale: studio.locale,
    };
    switch (verdict.status) {
      case 'succeeded': {
        if (done || payment.refunded) return mark('duplicate');
        const refundable = appointment && canMoveDeposit(appointment.deposit.status, 'refunded');
        applyRefund(deposits, tx, uid, payment, appointment, now, verdict.note);
        deposits.writeLedger(tx, uid, key, {
          appointmentId: payment.appointmentId ?? '',
          action: 'refunded',
          amountCents: payment.amountCents,
          at: now,
          source: event?.id ?? 'artist',
        });
        notifyRefunded(
          deposits,
          tx,
          uid,
          payment.appointmentId ?? payment.id,
          money,
          now,
          undefined,
          payment.kind === 'deposit' ? 'Deposit' : 'Payment',
        );
        if (refundable) told = appointment.id;
        return mark('processed');
      }
      case 'pending':
        if (done || payment.refunded || !appointment) return mark('ignored');
        waitForBalance(deposits, tx, uid, appointment, verdict, now);
        return mark('processed');
      case 'failed':
        if (done || payment.refunded || !appointment) return mark('ignored');
        failRefund(deposits, tx, uid, appointment, verdict, depositMoney(money), now);
        return mark('processed');
    }
  });
  if (told) await deps.onDepositChange?.(uid, told, 'refunded');
  deps.logger.info('deposit.refund_settled', { uid, status: verdict.status, outcome });
  return outcome;
}

/**
 * A full refund Stripe has not made yet: a deposit still held moves to 'refunding' (a refund made
 * on the dashboard), and the deposit says it waits for the artist's balance, once.
 */
function waitForBalance(
  deposits: DepositEvents,
  tx: DepositTransaction,
  uid: string,
  appointment: DepositAppointment,
  verdict: RefundVerdict,
  now: Date,
): void {
  const { deposit } = appointment;
  if (deposit.refund?.id === verdict.refundId && deposit.refund.status === 'pending') return;
  const note = 'Refund waiting for your Stripe balance';
  let next: AppointmentDeposit;
  if (deposit.status === 'paid')
    next = transition(deposit, 'refunding', now, 'refund_pending', note);
  else if (deposit.status === 'refunding') {
    next = { ...deposit, history: [...deposit.history, historyEntry(now, 'refund_pending', note)] };
  } else return;
  tx.update(deposits.appointmentRef(uid, appointment.id), {
    deposit: { ...next, refund: { id: verdict.refundId, status: 'pending' } },
    refundingSince: now,
  });
}

/** Stripe could not refund: the deposit is held again, the artist's bell says why. */
function failRefund(
  deposits: DepositEvents,
  tx: DepositTransaction,
  uid: string,
  appointment: DepositAppointment,
  verdict: RefundVerdict,
  amount: string,
  now: Date,
): void {
  const { deposit } = appointment;
  // Only the refund in flight, failing once: a late event of an older refund changes nothing.
  if (deposit.status !== 'refunding') return;
  if (deposit.refund && deposit.refund.id !== verdict.refundId) return;
  const why = `Stripe could not refund it: ${refundFailureWords(verdict.failureReason)}.`;
  const back = transition(deposit, 'paid', now, 'refund_failed', why);
  const failureReason = verdict.failureReason ?? 'unknown';
  tx.update(deposits.appointmentRef(uid, appointment.id), {
    deposit: { ...back, refund: { id: verdict.refundId, status: 'failed', failureReason } },
  });
  deposits.notify(
    tx,
    uid,
    `deposit-refund-failed-${verdict.refundId}`,
    {
      kind: 'deposit',
      title: `Refund failed: ${amount}`,
      body: `${why} The deposit is held again; the client has not been told it was refunded.`,
      link: '/calendar',
    },
    now,
  );
}
