import type { BillingEvent } from '../adapters/stripe/stripe-events';
import type { PackPurchase } from '../subscriptions/billing.repository';
import { clawbackStep, type MovementStep } from '../credits/apply-movements';
import type { WebhookDeps } from './deps';

type Refund = BillingEvent & { kind: 'charge.refunded' };

/**
 * The clawback a refund owes on a pack purchase: the refunded share of its credits, less what
 * was taken back already (keyed by the cumulative refunded amount, so each step is once).
 */
export function clawbackFor(
  purchase: PackPurchase,
  paymentIntentId: string,
  refund: { amount: number; amountRefunded: number },
): { step: MovementStep; clawedBack: number } | null {
  if (refund.amount <= 0) return null;
  const target = Math.floor((purchase.credits * refund.amountRefunded) / refund.amount);
  const owed = target - purchase.clawedBack;
  if (owed <= 0) return null;
  return {
    step: clawbackStep(
      owed,
      `clawback-${paymentIntentId}-${refund.amountRefunded}`,
      'pack refunded',
    ),
    clawedBack: target,
  };
}

/**
 * A refund whose purchase is not known yet (it can arrive before checkout.session.completed).
 * Answering 200 'unmatched' would lose it, since Stripe does not redeliver a 2xx: it is kept
 * under its payment intent and applied when the purchase is recorded (on-checkout-completed).
 */
export async function keepRefundForLater(
  deps: WebhookDeps,
  event: Refund,
  record: boolean,
): Promise<'pending' | 'duplicate' | 'unmatched' | 'conflict'> {
  const paymentIntentId = event.paymentIntentId;
  if (!paymentIntentId || event.amount <= 0) return 'unmatched';
  return deps.repo.runTransaction(async (tx) => {
    if (record && (await deps.repo.eventSeenInTransaction(tx, event.id))) return 'duplicate';
    const [kept, purchase] = await Promise.all([
      deps.repo.pendingRefundInTransaction(tx, paymentIntentId),
      deps.repo.purchaseInTransaction(tx, paymentIntentId),
    ]);
    // The purchase was recorded meanwhile: decide again, now as a normal refund.
    if (purchase) return 'conflict';
    if (!kept || kept.amountRefunded < event.amountRefunded) {
      deps.repo.savePendingRefundInTransaction(tx, paymentIntentId, {
        chargeId: event.chargeId,
        amount: event.amount,
        amountRefunded: event.amountRefunded,
        eventId: event.id,
      });
    }
    if (record)
      deps.repo.recordEventInTransaction(tx, event.id, { kind: event.kind, pending: true });
    deps.logger.info('billing.refund.pending', { id: event.id, paymentIntentId });
    return 'pending';
  });
}
