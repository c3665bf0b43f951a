import { isPlanCode, type SubscriptionStatus } from '../plans';
import type { BillingErrorCode } from './errors';

export function isCancelledStatus(status: string | null | undefined): boolean {
  return status === 'canceled' || status === 'cancelled';
}

/**
 * Packs need an active subscription on a paid plan; a cancelled one must
 * be reactivated first. Null means the purchase is allowed.
 */
export function packPurchaseBlock(user: {
  subscriptionStatus: string;
  currentPlan: string | null;
}): BillingErrorCode | null {
  if (isCancelledStatus(user.subscriptionStatus)) return 'PACK_SUBSCRIPTION_CANCELLED';
  // The plan is there but its card failed: say so, not that a subscription is missing.
  if (user.subscriptionStatus === 'past_due') return 'PACK_PAYMENT_FAILED';
  if (user.subscriptionStatus !== 'active' || !isPlanCode(user.currentPlan)) {
    return 'PACK_SUBSCRIPTION_REQUIRED';
  }
  return null;
}

/** How the user-facing status reads a provider subscription. */
export function subscriptionStatusOf(
  providerStatus: string,
  cancelAtPeriodEnd: boolean,
): SubscriptionStatus {
  if (providerStatus === 'past_due' || providerStatus === 'unpaid') return 'past_due';
  if (providerStatus === 'trialing') return cancelAtPeriodEnd ? 'canceled' : 'trial';
  if (providerStatus === 'active') return cancelAtPeriodEnd ? 'canceled' : 'active';
  return 'inactive';
}

/** Which plan-update failures open the 'Payment Failed' dialog. */
export function isPaymentFailureMessage(message: string): boolean {
  if (['Payment failed', 'Subscription update failed', 'StripeCardError'].includes(message)) {
    return true;
  }
  return /payment|declined|card/i.test(message);
}
