import type { ConnectPayments } from '../adapters/payments';
import type { ConnectEvent } from '../adapters/stripe/stripe-connect-events';
import type { Logger } from '../logger';
import type { DepositEvents } from './deposit-events';
import { transition } from './deposit-machine';
import { depositMoney, notifyPaid } from './deposit-writes';
import { type DepositTransaction as Transaction } from './deposits.repository';
import type { DepositChangeListener } from './deps';
import { expireOpenCheckouts } from './expire-checkouts';
import { recordDepositPayment } from './record-payment';
import { paidDepositNote } from './paid-deposit-note';
import { giveBackAttempts, settleGiveBack } from './settle-give-back';

export interface PaidCheckoutDeps {
  deposits: DepositEvents;
  payments: ConnectPayments;
  clock: () => Date;
  logger: Logger;
  onDepositChange?: DepositChangeListener;
}

type PaidOutcome = 'processed' | 'duplicate' | 'unmatched' | 'ignored';
type Of<K extends ConnectEvent['kind']> = ConnectEvent & { kind: K };

/** What a paid checkout becomes: recorded, recorded less an excess to give back, or given back. */
type PaidDecision =
  | { kind: 'recorded' }
  | { kind: 'duplicate' }
  | { kind: 'unmatched' }
  | { kind: 'excess'; excessCents: number; appointmentId: string }
  | { kind: 'unpayable'; reason: string; appointmentId: string | null };

/**
 * A deposit paid. When the deposit can take it: ONE project payment of kind deposit (its id is
 * the checkout session's, its ledger key `paid-{session}`), the accepted policy stored with it
 * and the appointment's deposit requested → paid, all in one transaction that also reads and
 * stamps the project (so two payments on one project are serialised). When it cannot (the
 * appointment was deleted or cancelled, the deposit was paid by another checkout or asked
 * again, or the project is paid up), the payment is given back in full; when it would pass the
 * project's price, the excess is. The event is marked only once everything is settled, so a
 * failed refund is retried with Stripe's next delivery.
 */
async function decidePaid(
  deps: PaidCheckoutDeps,
  uid: string,
  event: Of<'checkout.completed'>,
): Promise<PaidDecision> {
  const { deposits } = deps;
  const now = deps.clock();
  return deposits.runTransaction(async (tx: Transaction): Promise<PaidDecision> => {
    if (await deposits.eventSeen(tx, uid, event.id)) return { kind: 'duplicate' };
    const checkout = await deposits.checkoutIn(tx, uid, event.sessionId);
    // A session on another account than the one it was started on is not this deposit.
    if (!checkout || checkout.accountId !== event.accountId) {
      deps.logger.warn('deposit.event.unmatched', { id: event.id, uid });
      deposits.markEvent(tx, uid, event.id, event.kind, now);
      return { kind: 'unmatched' };
    }
    const appointment = await deposits.readAppointment(tx, uid, checkout.appointmentId);
    const project = appointment?.projectId
      ? await deposits.projectMoney(tx, uid, appointment.projectId, appointment.id)
      : null;
    const paid = await deposits.paymentIn(tx, uid, `deposit-${event.sessionId}`);
    const { timeZone: zone, locale } = await deposits.studio(uid, tx);
    const money = (cents: number) => depositMoney({ cents, currency: checkout.currency, locale });
    const unpayable = (reason: string): PaidDecision => ({
      kind: 'unpayable',
      reason,
      appointmentId: appointment?.id ?? null,
    });
    if (paid) {
      // Recorded already: only an excess still to give back is left to do.
      const owed = (paid as { excessRefundCents?: number }).excessRefundCents ?? 0;
      const given = (paid as { excessRefunded?: boolean }).excessRefunded === true;
      return owed > 0 && !given
        ? { kind: 'excess', excessCents: owed, appointmentId: checkout.appointmentId }
        : { kind: 'duplicate' };
    }
    if (await deposits.ledgerSeen(tx, uid, `unpayable-${event.sessionId}`)) {
      return { kind: 'duplicate' };
    }
    if (!appointment || !project) return unpayable('its appointment was deleted');
    if (appointment.status === 'cancelled') return unpayable('its appointment was cancelled');
    const { deposit } = appointment;
    if (deposit.status !== 'requested') return unpayable('the deposit was already paid');
    if (checkout.createdAt.getTime() < deposit.requestedAt.getTime()) {
      return unpayable('the deposit was asked again since');
    }
    if (event.amountTotal !== null && event.amountTotal !== checkout.amountCents) {
      deps.logger.warn('deposit.amount_mismatch', { id: event.id, uid });
    }
    const gross = checkout.amountCents;
    // The price less what is counted: open requests on other sessions do not take its place.
    const room =
      project.priceCents === null ? gross : Math.max(0, project.priceCents - project.paidCents);
    const excessCents = Math.max(0, gross - room);
    if (excessCents >= gross) return unpayable('the project was already paid in full');
    const amountCents = gross - excessCents;
    const paymentId = recordDepositPayment(deposits, tx, uid, {
      eventId: event.id,
      accountId: event.accountId,
      sessionId: event.sessionId,
      paymentIntentId: event.paymentIntentId,
      appointmentId: appointment.id,
      projectId: appointment.projectId!,
      clientId: appointment.clientId,
      amountCents,
      grossCents: gross,
      timeZone: zone,
      notes:
        excessCents > 0
          ? `Deposit paid online; ${money(excessCents)} over the price given back`
          : 'Deposit paid online',
      at: now,
    });
    const paidDeposit = transition(
      { ...deposit, amountCents, paidAt: now, paymentId, policy: checkout.policy },
      'paid',
      now,
      'paid',
      `${money(gross)} paid online; policy version ${checkout.policy.version} accepted` +
        (excessCents > 0
          ? `; ${money(excessCents)} over the project's price to be given back`
          : ''),
    );
    // A session proposed from a request is confirmed by its paid deposit, as a flash booking is.
    const note = paidDepositNote(appointment.notes, money(amountCents));
    tx.update(deposits.appointmentRef(uid, appointment.id), {
      depositCents: amountCents,
      deposit: paidDeposit,
      ...(appointment.status === 'scheduled' ? { status: 'confirmed' } : {}),
      ...(note ? { notes: note } : {}),
    });
    deposits.stampProject(tx, uid, appointment.projectId!, now);
    tx.set(deposits.checkoutRef(uid, event.sessionId), { status: 'completed' }, { merge: true });
    notifyPaid(
      deposits,
      tx,
      uid,
      event.sessionId,
      { cents: amountCents, currency: checkout.currency, locale },
      appointment.title,
      now,
    );
    deps.logger.info('deposit.paid', { uid, appointmentId: appointment.id });
    if (excessCents > 0) return { kind: 'excess', excessCents, appointmentId: appointment.id };
    deposits.markEvent(tx, uid, event.id, event.kind, now);
    return { kind: 'recorded' };
  });
}

/**
 * Gives back what a paid checkout could not keep, on Stripe first (under a key of the session,
 * so a retry refunds once), then settles it by Stripe's answer (settleGiveBack): recorded and the
 * event handled only once the refund succeeded, now or by its events.
 */
async function settlePaid(
  deps: PaidCheckoutDeps,
  uid: string,
  event: Of<'checkout.completed'>,
  decision: PaidDecision,
): Promise<PaidOutcome> {
  if (decision.kind === 'recorded') return 'processed';
  if (decision.kind === 'duplicate') return 'duplicate';
  if (decision.kind === 'unmatched') return 'unmatched';
  const { deposits } = deps;
  const excess = decision.kind === 'excess';
  deps.logger.warn(excess ? 'deposit.paid_over_price' : 'deposit.paid_unpayable', {
    uid,
    id: event.id,
    ...(excess ? {} : { reason: decision.reason }),
  });
  if (!event.paymentIntentId) return 'ignored';
  const key = `${excess ? 'excess' : 'unpayable'}-${event.sessionId}`;
  // A refund Stripe failed is asked again under a new key (the old key answers the failure).
  const attempts = await giveBackAttempts(deposits, uid, key);
  const refund = await deps.payments.refundOnAccount({
    accountId: event.accountId,
    paymentIntentId: event.paymentIntentId,
    idempotencyKey: `deposit-${key}${attempts > 0 ? `-${attempts}` : ''}`,
    ...(excess ? { amountMinor: decision.excessCents } : {}),
  });
  const studio = await deposits.studio(uid);
  const amount = {
    cents: excess ? decision.excessCents : (event.amountTotal ?? refund.amountMinor),
    currency: event.currency ?? studio.currency,
    locale: studio.locale,
  };
  const why = excess
    ? `${depositMoney(amount)} was over the project's price and went back to the client.`
    : `The client paid after ${decision.reason}; the payment went back in full.`;
  await settleGiveBack(
    deps,
    uid,
    {
      key,
      action: excess ? 'excess_refunded' : 'refunded_unpayable',
      appointmentId: decision.appointmentId,
      paymentId: excess ? `deposit-${event.sessionId}` : null,
      amountCents: amount.cents,
      currency: amount.currency,
      why,
      ref: decision.appointmentId ?? event.sessionId,
      checkoutEvent: { id: event.id, kind: event.kind },
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
 * A paid deposit link's checkout (checkout.session.completed or …async_payment_succeeded from
 * the artist's account): recorded, or given back what it cannot keep; then the link's other
 * checkouts are expired and the client is told. The deposits' one operation for a payment.
 */
export async function applyPaidCheckout(
  deps: PaidCheckoutDeps,
  uid: string,
  event: Of<'checkout.completed'>,
): Promise<PaidOutcome> {
  const decision = await decidePaid(deps, uid, event);
  const outcome = await settlePaid(deps, uid, event, decision);
  if (decision.kind === 'recorded' || decision.kind === 'excess') {
    const { deposits } = deps;
    const checkout = await deposits.runTransaction((tx) =>
      deposits.checkoutIn(tx, uid, event.sessionId),
    );
    if (checkout) {
      // The deposit is paid: any other checkout of it can no longer be paid.
      const others = await deposits.openCheckouts(uid, checkout.appointmentId);
      await expireOpenCheckouts(deps, uid, others, event.sessionId);
      await deps.onDepositChange?.(uid, checkout.appointmentId, 'paid');
    }
  }
  return outcome;
}
