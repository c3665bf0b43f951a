import { expireStep } from '../credits/apply-movements';
import {
  endedExpiryKey,
  endedPatch,
  isEnded,
  subscriptionPatch,
} from '../subscriptions/subscription-patch';
import { subscriptionEnded } from './billing-notices';
import type { EventContext, WebhookDeps } from './deps';

/**
 * customer.subscription.created/updated/deleted. The subscription was re-read from the
 * provider, so the state written is the current one whatever order events arrive in; an event
 * older than the last one applied is still skipped so it can never overwrite newer state.
 */
export async function onSubscriptionChanged(
  deps: WebhookDeps,
  ctx: EventContext<'subscription.changed'>,
): Promise<void> {
  const { tx, event, user, subscription } = ctx;
  if (user.lastSubscriptionEventAt && event.created < user.lastSubscriptionEventAt) return;
  // The end of a subscription that is not the user's current one (a replaced one, or a
  // refunded duplicate that never became theirs) changes nothing.
  if (user.stripeSubscriptionId !== event.subscriptionId && isEnded(subscription)) return;
  if (!subscription || isEnded(subscription)) {
    const key = endedExpiryKey(event.subscriptionId);
    const [expired] = await deps.ledger.moveInTransaction(tx, user.uid, [
      expireStep(key, 'subscription ended'),
    ]);
    if (expired && !expired.replayed)
      deps.notify(tx, user.uid, `ended-${key}`, subscriptionEnded());
    deps.repo.updateInTransaction(tx, user.uid, {
      ...endedPatch(user),
      lastSubscriptionEventAt: event.created,
    });
    return;
  }
  deps.repo.updateInTransaction(tx, user.uid, {
    ...subscriptionPatch(subscription),
    stripeCustomerId: subscription.customerId,
    lastSubscriptionEventAt: event.created,
  });
}
