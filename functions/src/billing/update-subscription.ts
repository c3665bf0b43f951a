import {
  isCurrency,
  planPriceId,
  PLANS,
  priceMinor,
  type UpdateSubscriptionRequest,
} from '@inkforge/domain';
import { PaymentDeclinedError } from '../adapters/payments';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import type { BillingDeps } from './deps';
import { planChangeTarget } from './plan-change-target';
import { subscriptionPatch } from '../subscriptions/subscription-patch';

const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * `POST /api/update-subscription`: an upgrade or a switch to yearly takes effect now, prorated,
 * and its credit difference is granted when the proration invoice is paid (webhook); a
 * downgrade or a switch to monthly changes the price from the next period, and is kept as the
 * user's pending plan (shown with Undo) until the renewal invoice applies it.
 */
export async function updateSubscription(
  deps: BillingDeps,
  caller: AuthContext,
  input: UpdateSubscriptionRequest,
): Promise<{ message: string; effective: 'now' | 'period_end' }> {
  const target = await planChangeTarget(deps, caller.uid, input, input.prorationDate);
  const { user, kind, request } = target;
  let updated;
  try {
    updated = await deps.payments.changePlan(request);
  } catch (err) {
    if (err instanceof PaymentDeclinedError) throw new AppError('PAYMENT_FAILED');
    deps.logger.error('billing.update.failed', { uid: user.uid, error: String(err) });
    throw new AppError('SUBSCRIPTION_UPDATE_FAILED');
  }
  const name = PLANS[input.planCode].name;
  if (request.prorate) {
    await deps.repo.update(user.uid, { ...subscriptionPatch(updated), pendingPlan: null });
    return {
      message:
        kind === 'upgrade'
          ? `Upgraded to ${name}. The prorated amount was charged and your extra credits are on their way.`
          : `Switched to ${name} yearly. The prorated amount was charged.`,
      effective: 'now',
    };
  }
  const effectiveAt = updated.currentPeriodEnd;
  await deps.repo.update(user.uid, {
    ...subscriptionPatch(updated),
    pendingPlan: { planCode: input.planCode, billing: input.billing, effectiveAt },
  });
  return {
    message: `Your plan changes to ${name} (${input.billing}) on ${longDate(effectiveAt)}.`,
    effective: 'period_end',
  };
}

/**
 * `POST /api/update-subscription/undo`: drops a scheduled change; the subscription goes back
 * to the price of the plan the user has now, without proration, and nothing is charged.
 */
export async function undoPlanChange(
  deps: BillingDeps,
  caller: AuthContext,
): Promise<{ message: string }> {
  const user = await deps.repo.get(caller.uid);
  if (!user?.pendingPlan || !user.currentPlan) throw new AppError('NO_PENDING_PLAN_CHANGE');
  const subscription = user.stripeSubscriptionId
    ? await deps.payments.getSubscription(user.stripeSubscriptionId)
    : null;
  if (!subscription) throw new AppError('NO_ACTIVE_SUBSCRIPTION');
  const billing = user.billing ?? 'monthly';
  const priceId = planPriceId(user.currentPlan, billing);
  const currency = isCurrency(subscription.metadata.currency)
    ? subscription.metadata.currency
    : 'EUR';
  try {
    const updated = await deps.payments.changePlan({
      subscriptionId: subscription.id,
      itemId: subscription.itemId,
      priceId,
      currency,
      amountMinor: priceMinor(priceId, currency),
      interval: billing,
      prorate: false,
      metadata: { uid: user.uid, planCode: user.currentPlan, billing, currency, upgradedFrom: '' },
    });
    await deps.repo.update(user.uid, { ...subscriptionPatch(updated), pendingPlan: null });
  } catch (err) {
    deps.logger.error('billing.undo.failed', { uid: user.uid, error: String(err) });
    throw new AppError('SUBSCRIPTION_UPDATE_FAILED');
  }
  return {
    message: `The scheduled change was undone. You stay on ${PLANS[user.currentPlan].name}.`,
  };
}
