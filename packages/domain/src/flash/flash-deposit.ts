import type { DepositRule } from '../booking/deposit-rule';
import { depositFor } from '../booking/deposit-rule';
import { formatMoney } from '../format/money';
import { chargeableOnline, minimumChargeCents } from '../format/minimum-charge';

/** A flash's deposit when the artist's rule asks none: flash is paid to be held, always. */
export const FLASH_DEFAULT_DEPOSIT_PERCENT = 30;

/**
 * The deposit a flash size takes online, in cents: the artist's rule, else 30 % of the price
 * (a rule of "none" still takes 30 %: a flash time is held only by paying), never more than
 * the price and never less than Stripe's minimum in the currency. Null when the price itself
 * cannot be charged online (below the minimum): such a price is refused when it is set. The
 * flash page, the hold's checkout and its "booked" mail all read this one number.
 */
export function flashDepositCents(
  rule: DepositRule | undefined,
  priceCents: number,
  currency: string,
): number | null {
  if (!chargeableOnline(priceCents, currency)) return null;
  const asked =
    (rule ? depositFor(rule, priceCents) : null) ??
    Math.round((priceCents * FLASH_DEFAULT_DEPOSIT_PERCENT) / 100);
  return Math.min(priceCents, Math.max(minimumChargeCents(currency), asked));
}

/** What the flash page says before the client pays: the same amount the checkout takes. */
export function flashDepositText(cents: number, currency: string, locale?: string): string {
  return `Deposit: ${formatMoney(cents, currency, locale)}, paid now to hold the time; it counts toward the price.`;
}
