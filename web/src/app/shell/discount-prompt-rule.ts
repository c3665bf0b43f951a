import type { User } from '@inkforge/domain';

/** The prompt waits 2 s after the user loads, for accounts under 24 h old. */
export const DISCOUNT_PROMPT_DELAY_MS = 2000;
export const NEW_ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface DiscountFlags {
  cameFromCheckout: string | null;
  seen: string | null;
  dismissed: string | null;
}

type Subject = Pick<
  User,
  'createdAt' | 'role' | 'creditsRemaining' | 'currentPlan' | 'subscriptionStatus'
>;

/** A plan being paid for: its artist is at work, not shopping for a code (issue 34). */
const PAYING: readonly User['subscriptionStatus'][] = ['active', 'trial', 'past_due'];

/** Every condition must hold for the 'Got a Discount Code?' prompt. */
export function shouldOfferDiscountCode(user: Subject, flags: DiscountFlags, now: number): boolean {
  const created = Date.parse(user.createdAt);
  const isNew =
    Number.isFinite(created) && now - created >= 0 && now - created <= NEW_ACCOUNT_WINDOW_MS;
  return (
    isNew &&
    flags.cameFromCheckout !== 'true' &&
    flags.seen !== 'true' &&
    flags.dismissed !== 'true' &&
    !(user.role === 'free' && user.creditsRemaining > 0) &&
    !(user.currentPlan !== null && PAYING.includes(user.subscriptionStatus))
  );
}
