import { packPurchaseBlock, type User } from '@inkforge/domain';

/**
 * The words under the header's credit count. The spec's two ('Active subscription', 'Buy more
 * credits') only where /credits agrees: a cancelled or failed subscription gets the title /credits
 * shows it (it refuses packs until reactivated or paid), and an admin account, which is not
 * billed, says so instead of offering a purchase.
 */
export function creditStatusLabel(
  user: Pick<User, 'role' | 'subscriptionStatus' | 'currentPlan'>,
): string {
  const block = packPurchaseBlock(user);
  if (block === null) return 'Active subscription';
  if (block === 'PACK_SUBSCRIPTION_CANCELLED') return 'Subscription Cancelled';
  if (block === 'PACK_PAYMENT_FAILED') return 'Payment Failed';
  if (user.role === 'admin') return 'Admin account';
  return 'Buy more credits';
}
