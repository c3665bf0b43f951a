import type { ProviderSubscription } from '../adapters/payments';
import { roleFor, type BillingPatch, type BillingUser } from '../subscriptions/billing-user';
import {
  invoiceGrantKey,
  monthIndex,
  monthlyResetSteps,
  planOf,
  yearlyGrantKey,
} from '../subscriptions/plan-credits';
import { subscriptionPatch } from '../subscriptions/subscription-patch';
import type { MovementStep } from '../credits/apply-movements';
import type { LedgerOutcome } from '../credits/apply-movement';
import { planCredits } from './billing-notices';
import type { EventContext, WebhookDeps } from './deps';

/**
 * A paid first or renewal invoice: the plan it paid for becomes current and the month's
 * credits replace the last month's. Monthly plans are keyed on the invoice; yearly plans on
 * (subscription, month index), the same key the daily job uses, so the two never both grant.
 */
export function activation(
  user: BillingUser,
  subscription: ProviderSubscription,
  invoiceId: string | null,
  metadata: Record<string, string>,
  now: Date,
): { steps: MovementStep[]; patch: BillingPatch } {
  const patch: BillingPatch = {
    ...subscriptionPatch(subscription),
    stripeCustomerId: subscription.customerId,
  };
  const plan = planOf(metadata) ?? planOf(subscription.metadata);
  if (!plan) return { steps: [], patch };
  const key =
    plan.interval === 'yearly' || !invoiceId
      ? yearlyGrantKey(subscription.id, monthIndex(subscription.startedAt, now))
      : invoiceGrantKey(invoiceId);
  return {
    steps: monthlyResetSteps(key, plan.plan, plan.interval),
    patch: {
      ...patch,
      currentPlan: plan.plan,
      role: roleFor(user, plan.plan),
      billing: plan.interval,
      // The renewal that applies a scheduled change ends it being pending.
      pendingPlan: null,
    },
  };
}

/**
 * Tells the bell that a plan's month of credits arrived, once: only when the grant was new (a
 * replayed event or a sync of the same invoice moves nothing and says nothing).
 */
export function announcePlanCredits(
  deps: Pick<WebhookDeps, 'notify'>,
  ctx: Pick<EventContext, 'tx' | 'user'>,
  steps: MovementStep[],
  outcomes: LedgerOutcome[],
  patch: BillingPatch,
): void {
  // The month's grant is the last step (after the expiry of the month before).
  const grant = steps.at(-1);
  const outcome = outcomes[steps.length - 1];
  const plan = patch.currentPlan;
  if (!plan || !grant || !outcome || outcome.replayed) return;
  const renewed = ctx.user.currentPlan === plan;
  deps.notify(ctx.tx, ctx.user.uid, `credits-${grant.key}`, planCredits(plan, renewed));
}
