import { formatMoney } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ConnectPayments } from '../adapters/payments';
import type { ConnectEvent } from '../adapters/stripe/stripe-connect-events';
import { giveBackAttempts, settleGiveBack, type DepositEvents } from '../deposits';
import type { Logger } from '../logger';
import { createBalanceRepository } from './balance.repository';
import type { BalancePaidListener, BalanceReceipt } from './deps';
import {
  balancePaymentId,
  receiptOf,
  recordBalancePayment,
  type StoredBalancePayment,
} from './record-balance';

export interface PaidBalanceDeps {
  db: Firestore;
  deposits: DepositEvents;
  payments: ConnectPayments;
  clock: () => Date;
  logger: Logger;
  onBalancePaid?: BalancePaidListener;
}

type Paid = ConnectEvent & { kind: 'checkout.completed' };
type Outcome = 'processed' | 'duplicate' | 'unmatched' | 'ignored';

/** What a paid balance checkout becomes: recorded, recorded less an excess, or given back. */
type Decision =
  | { kind: 'duplicate' }
  | { kind: 'unmatched' }
  | { kind: 'recorded'; appointmentId: string; receipt: BalanceReceipt }
  | { kind: 'excess'; appointmentId: string; excessCents: number; receipt: BalanceReceipt }
  | { kind: 'unpayable'; appointmentId: string; reason: string; receipt: BalanceReceipt };

/**
 * The deposits' serialisation, for the balance: one transaction reads the project's money (and
 * stamps the project, so two payments on one project conflict and one retries after the other),
 * then records only what is still due — the checkout was opened for what was due then; another
 * payment may have come since. The rest is given back; nothing is ever recorded beyond the price.
 */
async function decide(deps: PaidBalanceDeps, uid: string, event: Paid): Promise<Decision> {
  const { deposits } = deps;
  const balance = createBalanceRepository(deps.db);
  const now = deps.clock();
  return deposits.runTransaction(async (tx): Promise<Decision> => {
    if (await deposits.eventSeen(tx, uid, event.id)) return { kind: 'duplicate' };
    const checkout = await balance.checkoutIn(tx, uid, event.sessionId);
    // A session on another account than the one it was opened on is not this balance.
    if (!checkout || checkout.accountId !== event.accountId) {
      deps.logger.warn('balance.event.unmatched', { id: event.id, uid });
      deposits.markEvent(tx, uid, event.id, event.kind, now);
      return { kind: 'unmatched' };
    }
    const { appointmentId, currency } = checkout;
    const paymentId = balancePaymentId(event.sessionId);
    const paid = (await deposits.paymentIn(tx, uid, paymentId)) as
      (StoredBalancePayment & { id: string }) | null;
    if (paid) {
      // Recorded already: only an excess still to give back is left to do.
      const owed = paid.excessRefundCents ?? 0;
      const receipt = receiptOf(paid, currency);
      return owed > 0 && paid.excessRefunded !== true
        ? { kind: 'excess', appointmentId, excessCents: owed, receipt }
        : { kind: 'duplicate' };
    }
    if (await deposits.ledgerSeen(tx, uid, `unpayable-${event.sessionId}`)) {
      return { kind: 'duplicate' };
    }
    const money = await deposits.projectMoney(tx, uid, checkout.projectId);
    const appointment = await deposits.readAppointment(tx, uid, appointmentId);
    const { timeZone, locale } = await deposits.studio(uid, tx);
    // All of it goes back: the receipt says so, keyed by the event (its retries name it again).
    const unpayable = (reason: string): Decision => ({
      kind: 'unpayable',
      appointmentId,
      reason,
      receipt: {
        paidCents: 0,
        refundCents: checkout.amountCents,
        dueCents: 0,
        currency,
        at: event.created,
      },
    });
    if (!money) return unpayable('its project was deleted');
    if (money.priceCents === null) return unpayable('its project has no price any more');
    if (event.amountTotal !== null && event.amountTotal !== checkout.amountCents) {
      deps.logger.warn('balance.amount_mismatch', { id: event.id, uid });
    }
    const room = Math.max(0, money.priceCents - money.paidCents);
    const gross = checkout.amountCents;
    const excessCents = Math.max(0, gross - room);
    if (excessCents >= gross) return unpayable('the project was already paid in full');
    const amountCents = gross - excessCents;
    recordBalancePayment(deposits, tx, uid, {
      checkout,
      checkoutRef: balance.checkoutRef(uid, event.sessionId),
      eventId: event.id,
      paymentIntentId: event.paymentIntentId,
      amountCents,
      dueAfterCents: room - amountCents,
      timeZone,
      locale,
      title: appointment?.title ?? money.project.title,
      at: now,
    });
    const receipt: BalanceReceipt = {
      paidCents: amountCents,
      refundCents: excessCents,
      dueCents: room - amountCents,
      currency,
      at: now,
    };
    deps.logger.info('balance.paid', { uid, appointmentId });
    if (excessCents > 0) return { kind: 'excess', appointmentId, excessCents, receipt };
    deposits.markEvent(tx, uid, event.id, event.kind, now);
    return { kind: 'recorded', appointmentId, receipt };
  });
}

/**
 * Gives back what the checkout could not keep, as a deposit's excess is given back: on Stripe
 * under a key of the session (a retry refunds once), then settled by Stripe's answer or its
 * refund events (settleGiveBack), the checkout's event handled only once it succeeded.
 */
async function giveBack(
  deps: PaidBalanceDeps,
  uid: string,
  event: Paid,
  decision: Extract<Decision, { kind: 'excess' | 'unpayable' }>,
): Promise<Outcome> {
  const excess = decision.kind === 'excess';
  deps.logger.warn(excess ? 'balance.paid_over_price' : 'balance.paid_unpayable', {
    uid,
    id: event.id,
  });
  if (!event.paymentIntentId) return 'ignored';
  const key = `${excess ? 'excess' : 'unpayable'}-${event.sessionId}`;
  // A refund Stripe failed is asked again under a new key (the old key answers the failure).
  const attempts = await giveBackAttempts(deps.deposits, uid, key);
  const refund = await deps.payments.refundOnAccount({
    accountId: event.accountId,
    paymentIntentId: event.paymentIntentId,
    idempotencyKey: `balance-${key}${attempts > 0 ? `-${attempts}` : ''}`,
    ...(excess ? { amountMinor: decision.excessCents } : {}),
  });
  const amountCents = excess ? decision.excessCents : decision.receipt.refundCents;
  const { currency } = decision.receipt;
  const { locale } = await deps.deposits.studio(uid);
  const amount = formatMoney(amountCents, currency, locale);
  await settleGiveBack(
    deps,
    uid,
    {
      key,
      action: excess ? 'excess_refunded' : 'refunded_unpayable',
      // Not a deposit: no deposit history and no deposit notice; the receipt tells the client.
      appointmentId: null,
      paymentId: excess ? balancePaymentId(event.sessionId) : null,
      amountCents,
      currency,
      why: excess
        ? `${amount} of the balance paid online was over the project's price and went back to the client.`
        : `The client paid the balance after ${decision.reason}; ${amount} went back in full.`,
      ref: decision.appointmentId,
      checkoutEvent: { id: event.id, kind: event.kind },
      what: 'Balance',
    },
    {
      refundId: refund.id || `refunded-${event.paymentIntentId}`,
      status: refund.status,
      failureReason: refund.failureReason,
      event: null,
    },
  );
  return 'processed';
}

/**
 * A paid balance checkout (checkout.session.completed or …async_payment_succeeded from the
 * artist's account, metadata kind `balance`): recorded within the price, the rest given back,
 * then the client's receipt. The one operation for a balance payment, whatever door opened it.
 */
export async function applyPaidBalance(
  deps: PaidBalanceDeps,
  uid: string,
  event: Paid,
): Promise<Outcome> {
  const decision = await decide(deps, uid, event);
  if (decision.kind === 'duplicate' || decision.kind === 'unmatched') return decision.kind;
  const outcome =
    decision.kind === 'recorded' ? 'processed' : await giveBack(deps, uid, event, decision);
  // A payment given back in full is told only once it is on its way back.
  if (decision.kind !== 'unpayable' || outcome === 'processed') {
    await deps.onBalancePaid?.(uid, decision.appointmentId, decision.receipt);
  }
  return outcome;
}
