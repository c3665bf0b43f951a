import { formatMoney, isCurrency, PLANS } from '@inkforge/domain';
import type { ProviderSubscription } from '../adapters/payments';
import { planOf } from '../subscriptions/plan-credits';
import { isEnded } from '../subscriptions/subscription-patch';
import { noteStep, type MovementStep } from '../credits/apply-movements';
import type { WebhookDeps } from './deps';

const duplicateNoteKey = (subscriptionId: string) => `duplicate-${subscriptionId}`;

/**
 * One customer holds at most one live InkForge subscription. When a second one exists (two
 * checkouts paid in two tabs), the user's current one stays; before either became current,
 * the older one stays. `liveIds` lets the transaction notice a current one that appeared
 * since (then the event is decided again).
 */
export async function duplicateCheck(
  deps: WebhookDeps,
  subscription: ProviderSubscription | null,
  currentId: string | null,
): Promise<{ duplicate: boolean; liveIds: Set<string> }> {
  if (!subscription || isEnded(subscription) || !subscription.customerId) {
    return { duplicate: false, liveIds: new Set() };
  }
  const live = await deps.payments.liveSubscriptions(subscription.customerId);
  const liveIds = new Set(live.map((s) => s.id));
  const others = live.filter((other) => other.id !== subscription.id);
  if (currentId && currentId !== subscription.id && liveIds.has(currentId)) {
    return { duplicate: true, liveIds };
  }
  if (currentId === subscription.id) return { duplicate: false, liveIds };
  const mine = subscription.createdAt.getTime();
  const duplicate = others.some((other) => {
    const theirs = other.createdAt.getTime();
    return theirs < mine || (theirs === mine && other.id < subscription.id);
  });
  return { duplicate, liveIds };
}

/**
 * Refunds and ends the duplicate (the provider call is safe to repeat), then returns the ledger
 * note that records it; the note's key makes a redelivered event add nothing.
 */
export async function repairDuplicate(
  deps: WebhookDeps,
  subscription: ProviderSubscription,
): Promise<MovementStep> {
  const { refundedMinor, currency } = await deps.payments.cancelAndRefund(subscription.id);
  const code = currency.toUpperCase();
  const amount = isCurrency(code) ? formatMoney(refundedMinor, code) : `${refundedMinor} ${code}`;
  const plan = planOf(subscription.metadata);
  const what = plan ? `${PLANS[plan.plan].name} ${plan.interval}` : 'subscription';
  deps.logger.warn('billing.subscription.duplicate', {
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
    refundedMinor,
  });
  return noteStep(
    duplicateNoteKey(subscription.id),
    `Second ${what} subscription cancelled and ${amount} refunded: you already had one`,
  );
}
