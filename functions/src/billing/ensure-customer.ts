import type { BillingUser } from '../subscriptions/billing-user';
import type { BillingDeps } from './deps';

/** One provider customer per user, created on first need (uid in its metadata). */
export async function ensureCustomer(deps: BillingDeps, user: BillingUser): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customerId = await deps.payments.createCustomer({ uid: user.uid, email: user.email });
  await deps.repo.update(user.uid, { stripeCustomerId: customerId });
  return customerId;
}
