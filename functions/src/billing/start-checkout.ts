import {
  packPurchaseBlock,
  planPriceId,
  PLANS,
  priceMinor,
  type Currency,
  type PackPriceId,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import type { CheckoutItem } from './checkout-item';
import type { BillingDeps } from './deps';
import { ensureCustomer } from './ensure-customer';

/**
 * Starts a hosted checkout: subscription mode for plans, payment mode for packs. Packs need an
 * active, not cancelled subscription; a subscriber changes plan instead.
 */
export async function startCheckout(
  deps: BillingDeps,
  caller: AuthContext,
  item: CheckoutItem,
  currency: Currency,
): Promise<{ url: string; sessionId: string }> {
  const apiUser = await deps.users.ensureCaller(caller);
  const user = await deps.repo.get(caller.uid);
  if (!user) throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');

  if (item.kind === 'pack') {
    const block = packPurchaseBlock(apiUser);
    if (block) throw new AppError(block);
  } else if (user.stripeSubscriptionId && user.subscriptionStatus !== 'inactive') {
    throw new AppError('ALREADY_SUBSCRIBED');
  }

  const customerId = await ensureCustomer(deps, user);
  // The user record may not know yet (its webhook is on the way): ask the provider too.
  if (item.kind === 'plan' && (await deps.payments.liveSubscriptions(customerId)).length > 0) {
    throw new AppError('ALREADY_SUBSCRIBED');
  }
  const origin = deps.appOrigin;
  const success = `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`;
  try {
    const session =
      item.kind === 'plan'
        ? await deps.payments.createCheckout({
            uid: user.uid,
            customerId,
            mode: 'subscription',
            priceId: planPriceId(item.plan, item.interval),
            currency,
            amountMinor: priceMinor(planPriceId(item.plan, item.interval), currency),
            description: `${PLANS[item.plan].name} plan, billed ${item.interval}`,
            interval: item.interval,
            metadata: { uid: user.uid, planCode: item.plan, billing: item.interval, currency },
            successUrl: success,
            cancelUrl: `${origin}/subscribe?canceled=true`,
          })
        : await deps.payments.createCheckout({
            uid: user.uid,
            customerId,
            mode: 'payment',
            priceId: item.pack.priceId as PackPriceId,
            currency,
            amountMinor: priceMinor(item.pack.priceId as PackPriceId, currency),
            description: `${item.pack.name} (never expire)`,
            metadata: { uid: user.uid, packCode: item.pack.code },
            successUrl: success,
            cancelUrl: `${origin}/credits?canceled=true`,
          });
    // One open plan checkout per customer: the newest choice wins and an older tab's checkout
    // expires, so it cannot be paid as a second subscription. Expiring only older ones keeps
    // two checkouts started at once from expiring each other.
    if (item.kind === 'plan') await deps.payments.expireOpenCheckouts(customerId, session.id);
    return { url: session.url, sessionId: session.id };
  } catch (err) {
    deps.logger.error('billing.checkout.failed', { uid: user.uid, error: String(err) });
    throw new AppError('CHECKOUT_FAILED');
  }
}
