import { PLANS } from '@inkforge/domain';
import { roleFor } from '../subscriptions/billing-user';
import { planOf, upgradeSteps } from '../subscriptions/plan-credits';
import { isEnded, subscriptionPatch } from '../subscriptions/subscription-patch';
import { activation, announcePlanCredits } from './activate-plan';
import { paymentFailed, planUpgraded } from './billing-notices';
import type { EventContext, WebhookDeps } from './deps';

/** invoice.paid by billing_reason: an upgrade's proration adds the difference; others renew. */
export async function onInvoicePaid(
  deps: WebhookDeps,
  ctx: EventContext<'invoice.paid'>,
): Promise<void> {
  const { tx, event, user, subscription } = ctx;
  if (!subscription || isEnded(subscription)) return;
  if (event.billingReason === 'subscription_update') {
    const to = planOf(event.metadata);
    const from = event.metadata.upgradedFrom;
    const fromPlan = from ? planOf({ planCode: from }) : null;
    if (to && fromPlan) {
      const steps = upgradeSteps(event.invoiceId, fromPlan.plan, to.plan);
      const [added] = await deps.ledger.moveInTransaction(tx, user.uid, steps);
      if (steps[0] && added && !added.replayed) {
        const credits = PLANS[to.plan].monthlyCredits - PLANS[fromPlan.plan].monthlyCredits;
        deps.notify(tx, user.uid, `credits-${steps[0].key}`, planUpgraded(to.plan, credits));
      }
      deps.repo.updateInTransaction(tx, user.uid, {
        ...subscriptionPatch(subscription),
        currentPlan: to.plan,
        role: roleFor(user, to.plan),
        billing: to.interval,
        pendingPlan: null,
        lastSubscriptionEventAt: event.created,
      });
      return;
    }
    deps.repo.updateInTransaction(tx, user.uid, subscriptionPatch(subscription));
    return;
  }
  const { steps, patch } = activation(user, subscription, event.invoiceId, event.metadata, ctx.now);
  announcePlanCredits(
    deps,
    ctx,
    steps,
    await deps.ledger.moveInTransaction(tx, user.uid, steps),
    patch,
  );
  deps.repo.updateInTransaction(tx, user.uid, { ...patch, lastSubscriptionEventAt: event.created });
}

/** A failed payment: the provider's subscription now says past_due (shown as Payment Failed). */
export function onInvoicePaymentFailed(
  deps: WebhookDeps,
  ctx: EventContext<'invoice.payment_failed'>,
): void {
  const { tx, user, subscription, event } = ctx;
  if (!subscription || isEnded(subscription)) return;
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== subscription.id) return;
  deps.repo.updateInTransaction(tx, user.uid, {
    ...subscriptionPatch(subscription),
    lastSubscriptionEventAt: event.created,
  });
  deps.notify(tx, user.uid, `payment-failed-${event.invoiceId ?? event.id}`, paymentFailed());
}
