import type { ProviderSubscription } from '../adapters/payments';
import type { BillingEvent } from '../adapters/stripe-events';
import type { EventContext, WebhookDeps } from './deps';
import { onChargeRefunded } from './on-charge-refunded';
import { onCheckoutCompleted } from './on-checkout-completed';
import { onInvoicePaid, onInvoicePaymentFailed } from './on-invoice';
import { onSubscriptionChanged } from './on-subscription-changed';

export type EventOutcome = 'processed' | 'duplicate' | 'ignored' | 'unmatched';

type Handled = Exclude<BillingEvent, { kind: 'ignored' }>;

async function uidOf(deps: WebhookDeps, event: Handled): Promise<string | null> {
  if (event.kind === 'checkout.completed' && event.uid) return event.uid;
  if (event.kind === 'charge.refunded') {
    return event.paymentIntentId
      ? ((await deps.repo.getPurchase(event.paymentIntentId))?.uid ?? null)
      : null;
  }
  if ('metadata' in event && event.metadata.uid) return event.metadata.uid;
  return event.customerId ? deps.repo.uidByCustomer(event.customerId) : null;
}

function subscriptionIdOf(event: Handled): string | null {
  if (event.kind === 'charge.refunded') return null;
  return event.subscriptionId;
}

async function handle(deps: WebhookDeps, ctx: EventContext): Promise<void> {
  const { event } = ctx;
  switch (event.kind) {
    case 'checkout.completed':
      return onCheckoutCompleted(deps, { ...ctx, event });
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
  { record = true }: { record?: boolean } = {},
): Promise<EventOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  const uid = await uidOf(deps, event);
  if (!uid) {
    deps.logger.warn('billing.event.unmatched', { id: event.id, kind: event.kind });
    return 'unmatched';
  }
  const subscriptionId = subscriptionIdOf(event);
  const subscription: ProviderSubscription | null = subscriptionId
    ? await deps.payments.getSubscription(subscriptionId)
    : null;
  const now = deps.clock();

  return deps.repo.runTransaction(async (tx) => {
    if (record && (await deps.repo.eventSeenInTx(tx, event.id))) return 'duplicate';
    const user = await deps.repo.getInTx(tx, uid);
    if (!user) {
      deps.logger.warn('billing.event.no_user', { id: event.id, uid });
      return 'unmatched';
    }
    await handle(deps, { tx, event, user, subscription, now });
    if (record) deps.repo.recordEventInTx(tx, event.id, { kind: event.kind, uid });
    return 'processed';
  });
}
