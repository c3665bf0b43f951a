import type { ConnectPayments } from '../adapters/payments';
import type { ConnectEvent } from '../adapters/stripe/stripe-connect-events';
import {
  type DepositEvents,
  settleDepositRefund,
  disconnectArtist,
  applyPaidCheckout,
  type DepositChangeListener,
  giveBackOfRefund,
  settleGiveBack,
} from '../deposits';
import type { Firestore } from '../adapters/firebase/firebase';
import { awaitFlashPayment, bookPaidFlash, releaseFailedFlashPayment } from '../flash';
import type { Logger } from '../logger';
import { applyPaidBalance, type BalancePaidListener } from '../portal-balance';
import { depositHolderOf } from './deposit-holder';
import type { EventOutcome } from './process-event';

export interface ConnectWebhookDeps {
  db: Firestore;
  deposits: DepositEvents;
  payments: ConnectPayments;
  clock: () => Date;
  logger: Logger;
  onDepositChange?: DepositChangeListener;
  onAppointmentBooked?: (uid: string, appointmentId: string) => Promise<void>;
  /** The client's receipt of a balance paid on their page (issue 49). */
  onBalancePaid?: BalancePaidListener;
}

type Of<K extends ConnectEvent['kind']> = ConnectEvent & { kind: K };

/** The flash hold a Checkout's event is about. */
const flashCheckoutOf = (event: Of<'checkout.completed' | 'checkout.failed'>) => ({
  sessionId: event.sessionId,
  accountId: event.accountId,
  holdId: event.metadata.holdId ?? '',
});

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
  const accountUid = await deps.deposits.uidByAccount(event.accountId);
  if (!accountUid) {
    deps.logger.warn('deposit.event.no_artist', { id: event.id, kind: event.kind });
    return 'unmatched';
  }
  // A studio's account takes its artists' deposits too: the artist whose records it touches.
  const uid = await depositHolderOf(deps, accountUid, event);
  switch (event.kind) {
    case 'account.updated': {
      // Re-read from Stripe: an older event delivered late must not undo a newer state.
      const live = await deps.payments.getConnectedAccount(event.accountId);
      if (!live) return 'unmatched';
      await deps.deposits.saveConnect(uid, { ...live, accountId: event.accountId }, deps.clock());
      return 'processed';
    }
    case 'checkout.completed':
      if (event.metadata.kind === 'balance') {
        if (event.metadata.uid !== uid) return 'unmatched';
        // Unpaid (a delayed method): its async_payment_succeeded event carries the payment.
        return event.paid ? applyPaidBalance(deps, uid, event) : 'ignored';
      }
      if (event.metadata.kind !== 'deposit' && event.metadata.kind !== 'flash') return 'ignored';
      if (event.metadata.uid !== uid) return 'unmatched';
      // Unpaid (a delayed method): its async_payment_succeeded event will carry the payment;
      // a flash time stays held until then.
      if (!event.paid) {
        return event.metadata.kind === 'flash'
          ? awaitFlashPayment(deps.db, uid, flashCheckoutOf(event), deps.clock())
          : 'ignored';
      }
      if (event.metadata.kind === 'flash') {
        return bookPaidFlash(deps, deps.db, uid, {
          ...event,
          holdId: event.metadata.holdId ?? '',
        });
      }
      return applyPaidCheckout(deps, uid, event);
    // Sent for a pending refund too (its amount already counts as refunded): the refund's own
    // events say when the money has gone back.
    case 'charge.refunded':
      return 'ignored';
    case 'refund.changed': {
      // What a paid checkout could not keep (an excess, an unbookable payment) has its own record.
      const giveBack = await giveBackOfRefund(deps.deposits, uid, event.refundId);
      if (giveBack) {
        return settleGiveBack(deps, uid, giveBack, {
          refundId: event.refundId,
          status: event.status,
          failureReason: event.failureReason,
          event: { id: event.id, kind: event.kind },
        });
      }
      if (!event.paymentIntentId) return 'ignored';
      return settleDepositRefund(deps, uid, {
        accountId: event.accountId,
        paymentIntentId: event.paymentIntentId,
        refundId: event.refundId,
        amountCents: event.amount,
        status: event.status,
        failureReason: event.failureReason,
        event: { id: event.id, kind: event.kind },
        note: 'Refunded on Stripe',
      });
    }
    case 'account.deauthorized':
      return disconnectArtist(deps, uid, event);
    case 'checkout.failed':
      return event.metadata.kind === 'flash' && event.metadata.uid === uid
        ? releaseFailedFlashPayment(deps.db, uid, flashCheckoutOf(event))
        : 'ignored';
  }
}
