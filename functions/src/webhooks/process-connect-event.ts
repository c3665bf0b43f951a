import { formatClientMoney, localDateKey } from '@inkforge/domain';
import type { ConnectPayments } from '../adapters/payments';
import type { ConnectEvent } from '../adapters/stripe/stripe-connect-events';
import {
  historyEntry,
  type DepositTransaction as Transaction,
  type DepositsRepository,
} from '../deposits/deposits.repository';
import type { Logger } from '../logger';
import { applyRefund } from '../deposits/apply-refund';
import type { EventOutcome } from './process-event';
import type { DepositChangeListener } from '../deposits/deps';

export interface ConnectWebhookDeps {
  deposits: DepositsRepository;
  payments: ConnectPayments;
  clock: () => Date;
  logger: Logger;
  onDepositChange?: DepositChangeListener;
}

type Of<K extends ConnectEvent['kind']> = ConnectEvent & { kind: K };

/**
 * A deposit paid: ONE project payment of kind deposit (its id is the checkout session's, its
 * ledger key `paid-{session}`), the accepted policy stored with it and the appointment's deposit
 * 'paid'. The same event twice, or the session's second event (completed, then async
 * succeeded), finds the key written and changes nothing.
 */
async function onDepositPaid(
  deps: ConnectWebhookDeps,
  uid: string,
  event: Of<'checkout.completed'>,
): Promise<EventOutcome | 'paid-twice'> {
  const { deposits } = deps;
  const now = deps.clock();
  const key = `paid-${event.sessionId}`;
  return deposits.runTransaction(async (tx: Transaction) => {
    if (await deposits.eventSeen(tx, uid, event.id)) return 'duplicate';
    const checkout = await deposits.checkoutIn(tx, uid, event.sessionId);
    const appointment = checkout
      ? await deposits.readAppointment(tx, uid, checkout.appointmentId)
      : null;
    const alreadyPaid = await deposits.ledgerSeen(tx, uid, key);
    const zone = await deposits.timezone(tx, uid);
    const mark = (outcome: EventOutcome) => {
      deposits.markEvent(tx, uid, event.id, event.kind, now);
      return outcome;
    };
    // A session on another account than the one it was started on is not this deposit.
    if (!checkout || checkout.accountId !== event.accountId || !appointment?.projectId) {
      deps.logger.warn('deposit.event.unmatched', { id: event.id, uid });
      return mark('unmatched');
    }
    if (alreadyPaid || appointment.deposit.paymentId === `deposit-${event.sessionId}`) {
      return mark('duplicate');
    }
    // Paid twice (two checkouts of one link): the second payment is given back, not kept. The
    // event is not marked, so a failed refund is retried with Stripe's next delivery.
    if (appointment.deposit.status !== 'requested') return 'paid-twice';
    if (event.amountTotal !== null && event.amountTotal !== checkout.amountCents) {
      deps.logger.warn('deposit.amount_mismatch', { id: event.id, uid });
    }
    const amountCents = checkout.amountCents;
    const paymentId = `deposit-${event.sessionId}`;
    tx.create(deposits.paymentRef(uid, paymentId), {
      projectId: appointment.projectId,
      clientId: appointment.clientId,
      amountCents,
      paymentMethod: 'card',
      paymentDate: localDateKey(now, zone),
      notes: 'Deposit paid online',
      kind: 'deposit',
      appointmentId: appointment.id,
      stripeAccountId: event.accountId,
      stripeCheckoutSessionId: event.sessionId,
      ...(event.paymentIntentId ? { stripePaymentIntentId: event.paymentIntentId } : {}),
      createdAt: now,
    });
    const { deposit } = appointment;
    tx.update(deposits.appointmentRef(uid, appointment.id), {
      depositCents: amountCents,
      deposit: {
        ...deposit,
        status: 'paid',
        paidAt: now,
        paymentId,
        policy: checkout.policy,
        history: [
          ...deposit.history,
          historyEntry(
            now,
            'paid',
            `${formatClientMoney(amountCents, '€')} paid online; policy version ${checkout.policy.version} accepted`,
          ),
        ],
      },
    });
    deposits.writeLedger(tx, uid, key, {
      appointmentId: appointment.id,
      action: 'paid',
      amountCents,
      at: now,
      source: event.id,
    });
    deps.logger.info('deposit.paid', { uid, appointmentId: appointment.id });
    return mark('processed');
  });
}

/**
 * A refund on the artist's account (made from InkForge or from their own Stripe dashboard):
 * the deposit payment stops counting, once (ledger key `refunded-{payment intent}`).
 */
async function onRefunded(
  deps: ConnectWebhookDeps,
  uid: string,
  event: Of<'charge.refunded'>,
): Promise<EventOutcome> {
  const { deposits } = deps;
  const now = deps.clock();
  const intent = event.paymentIntentId;
  return deposits.runTransaction(async (tx: Transaction) => {
    if (await deposits.eventSeen(tx, uid, event.id)) return 'duplicate';
    const payment = intent ? await deposits.paymentByIntent(tx, uid, intent) : null;
    const appointment = payment?.appointmentId
      ? await deposits.readAppointment(tx, uid, payment.appointmentId)
      : null;
    const key = `refunded-${intent}`;
    const done = await deposits.ledgerSeen(tx, uid, key);
    const mark = (outcome: EventOutcome) => {
      deposits.markEvent(tx, uid, event.id, event.kind, now);
      return outcome;
    };
    if (!payment || payment.stripeAccountId !== event.accountId) return mark('unmatched');
    // Only a full refund gives the deposit back; a partial one stays for the artist to handle.
    if (event.amountRefunded < event.amount) return mark('ignored');
    if (done || payment.refunded) return mark('duplicate');
    applyRefund(deps.deposits, tx, uid, payment.id, appointment, now, 'Refunded on Stripe');
    deposits.writeLedger(tx, uid, key, {
      appointmentId: payment.appointmentId ?? '',
      action: 'refunded',
      amountCents: payment.amountCents,
      at: now,
      source: event.id,
    });
    return mark('processed');
  });
}

/**
 * A second checkout of the same deposit, paid after the first: refunded in full on the artist's
 * account (once, under its key), so the client never pays one deposit twice.
 */
async function settle(
  deps: ConnectWebhookDeps,
  uid: string,
  event: Of<'checkout.completed'>,
  outcome: EventOutcome | 'paid-twice',
): Promise<EventOutcome> {
  if (outcome !== 'paid-twice') return outcome;
  deps.logger.warn('deposit.paid_twice', { uid, id: event.id });
  if (event.paymentIntentId) {
    await deps.payments.refundOnAccount({
      accountId: event.accountId,
      paymentIntentId: event.paymentIntentId,
      idempotencyKey: `deposit-paid-twice-${event.sessionId}`,
    });
  }
  return 'processed';
}

/**
 * Applies one connected-account event. Each event is recorded per artist in the transaction
 * of the change it causes (depositEvents/{id}); the ledger keys make the money move once even
 * when two different events describe the same payment.
 */
export async function processConnectEvent(
  deps: ConnectWebhookDeps,
  event: ConnectEvent,
): Promise<EventOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  const uid = await deps.deposits.uidByAccount(event.accountId);
  if (!uid) {
    deps.logger.warn('deposit.event.no_artist', { id: event.id, kind: event.kind });
    return 'unmatched';
  }
  switch (event.kind) {
    case 'account.updated': {
      // Re-read from Stripe: an older event delivered late must not undo a newer state.
      const live = await deps.payments.getConnectedAccount(event.accountId);
      if (!live) return 'unmatched';
      await deps.deposits.saveConnect(uid, { ...live, accountId: event.accountId }, deps.clock());
      return 'processed';
    }
    case 'checkout.completed':
      if (event.metadata.kind !== 'deposit') return 'ignored';
      if (event.metadata.uid !== uid) return 'unmatched';
      // Unpaid (a delayed method): its async_payment_succeeded event will carry the payment.
      if (!event.paid) return 'ignored';
      return settle(deps, uid, event, await onDepositPaid(deps, uid, event));
    case 'charge.refunded':
      return onRefunded(deps, uid, event);
  }
}
