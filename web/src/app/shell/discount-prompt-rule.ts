import type { User } from '@inkforge/domain';

/** The prompt waits 2 s after the user loads, for accounts under 24 h old. */
export const DISCOUNT_PROMPT_DELAY_MS = 2000;
export const NEW_ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface DiscountFlags {
  cameFromCheckout: string | null;
  seen: string | null;
  dismissed: string | null;
}

type Subject = Pick<User, 'createdAt' | 'role' | 'creditsRemaining'>;

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
    !(user.role === 'free' && user.creditsRemaining > 0)
  );
}
