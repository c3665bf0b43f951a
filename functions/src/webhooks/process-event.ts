import type { ProviderSubscription } from '../adapters/payments';
import type { BillingEvent } from '../adapters/stripe/stripe-events';
import type { MovementStep } from '../credits/apply-movements';
import type { EventContext, WebhookDeps } from './deps';
import { duplicateCheck, repairDuplicate } from './duplicate-subscription';
import { keepRefundForLater } from './pending-refund';
import { onChargeRefunded } from './on-charge-refunded';
import { onCheckoutCompleted } from './on-checkout-completed';
import { onCheckoutPaymentFailed } from './on-checkout-payment-failed';
import { onInvoicePaid, onInvoicePaymentFailed } from './on-invoice';
import { onSubscriptionChanged } from './on-subscription-changed';

/** `pending`: a refund whose purchase is not known yet, kept and applied when it appears. */
export type EventOutcome = 'processed' | 'duplicate' | 'ignored' | 'unmatched' | 'pending';

type Handled = Exclude<BillingEvent, { kind: 'ignored' }>;

async function uidOf(deps: WebhookDeps, event: Handled): Promise<string | null> {
  if (
    (event.kind === 'checkout.completed' || event.kind === 'checkout.payment_failed') &&
    event.uid
  ) {
    return event.uid;
  }
  if (event.kind === 'charge.refunded') {
    return event.paymentIntentId
      ? ((await deps.repo.getPurchase(event.paymentIntentId))?.uid ?? null)
      : null;
  }
  if ('metadata' in event && event.metadata.uid) return event.metadata.uid;
  return event.customerId ? deps.repo.uidByCustomer(event.customerId) : null;
}

function subscriptionIdOf(event: Handled): string | null {
  // A failed checkout changes no subscription (its invoice's own failure event does that).
  if (event.kind === 'charge.refunded' || event.kind === 'checkout.payment_failed') return null;
  return event.subscriptionId;
}

async function handle(deps: WebhookDeps, ctx: EventContext): Promise<void> {
  const { event } = ctx;
  switch (event.kind) {
    case 'checkout.completed':
      return onCheckoutCompleted(deps, { ...ctx, event });
    case 'checkout.payment_failed':
      return onCheckoutPaymentFailed(deps, { ...ctx, event });
    case 'invoice.paid':
      return onInvoicePaid(deps, { ...ctx, event });
    case 'invoice.payment_failed':
      return onInvoicePaymentFailed(deps, { ...ctx, event });
    case 'subscription.changed':
      return onSubscriptionChanged(deps, { ...ctx, event });
    case 'charge.refunded':
      return onChargeRefunded(deps, { ...ctx, event });
    case 'ignored':
      return;
  }
}

/**
 * Applies one provider event. The event id is recorded in the same transaction as the credits
 * and user changes it causes, so a redelivery (or ten at once) changes nothing. `record: false`
 * is for the sync calls, which replay a checkout or subscription without an event of their own.
 * Throws when the change could not be stored: the webhook then answers 500 and Stripe retries.
 */
export async function processEvent(
  deps: WebhookDeps,
  event: BillingEvent,
  options: { record?: boolean } = {},
): Promise<EventOutcome> {
  // A second subscription that became the user's current one while this event was decided
  // is only seen inside the transaction; deciding again then finds it (bounded: it settles).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const outcome = await processOnce(deps, event, options.record ?? true);
    if (outcome !== 'conflict') return outcome;
  }
  throw new Error(`Event ${event.id} kept conflicting with another subscription`);
}

async function processOnce(
  deps: WebhookDeps,
  event: BillingEvent,
  record: boolean,
): Promise<EventOutcome | 'conflict'> {
  if (event.kind === 'ignored') return 'ignored';
  const uid = await uidOf(deps, event);
  if (!uid) {
    if (event.kind === 'charge.refunded') return keepRefundForLater(deps, event, record);
    deps.logger.warn('billing.event.unmatched', { id: event.id, kind: event.kind });
    return 'unmatched';
  }
  const subscriptionId = subscriptionIdOf(event);
  const subscription: ProviderSubscription | null = subscriptionId
    ? await deps.payments.getSubscription(subscriptionId)
    : null;
  const before = await deps.repo.get(uid);
  const check = await duplicateCheck(deps, subscription, before?.stripeSubscriptionId ?? null);
  // A second live subscription never becomes the user's: it is refunded and ended, and only
  // a ledger note is written (provider calls first: they cannot run inside a transaction).
  const repair: MovementStep | null =
    check.duplicate && subscription ? await repairDuplicate(deps, subscription) : null;
  const now = deps.clock();

  return deps.repo.runTransaction(async (tx) => {
    if (record && (await deps.repo.eventSeenInTransaction(tx, event.id))) return 'duplicate';
    const user = await deps.repo.getInTransaction(tx, uid);
    if (!user) {
      deps.logger.warn('billing.event.no_user', { id: event.id, uid });
      return 'unmatched';
    }
    const current = user.stripeSubscriptionId;
    if (
      !repair &&
      subscription &&
      current &&
      current !== subscription.id &&
      current !== (before?.stripeSubscriptionId ?? null) &&
      check.liveIds.has(current)
    ) {
      return 'conflict';
    }
    if (repair) await deps.ledger.moveInTransaction(tx, uid, [repair]);
    else await handle(deps, { tx, event, user, subscription, now });
    if (record) deps.repo.recordEventInTransaction(tx, event.id, { kind: event.kind, uid });
    return 'processed';
  });
}
