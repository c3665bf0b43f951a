import { chargeableOnline, formatMoney, minimumChargeCents } from '@inkforge/domain';
import { AppError } from '../app-error';

/**
 * Refuses, when it is set, a deposit Stripe could never charge: below the currency's minimum
 * (MINIMUM_CHARGE_CENTS). The answer names the minimum in the studio's own format, so the
 * artist can type a chargeable amount at once instead of the client meeting a dead link.
 */
export function refuseDepositBelowMinimum(
  cents: number,
  currency: string,
  locale: string,
  /** The form field the amount was typed in, where the refusal is shown. */
  field = 'amount',
): void {
  if (chargeableOnline(cents, currency)) return;
  const code = currency.toUpperCase();
  const least = formatMoney(minimumChargeCents(code), code, locale);
  throw new AppError(
    'DEPOSIT_BELOW_MINIMUM',
    `A deposit of ${formatMoney(cents, code, locale)} cannot be paid online: Stripe charges at least ${least} in ${code}. Ask at least ${least}, or no deposit.`,
    { [field]: `At least ${least}.` },
  );
}
