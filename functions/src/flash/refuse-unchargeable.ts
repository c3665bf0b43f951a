import { chargeableOnline, formatMoney, minimumChargeCents } from '@inkforge/domain';
import { AppError } from '../app-error';

/**
 * A flash is booked by paying its deposit online, so every size's price must be one Stripe can
 * charge (at least the currency's minimum; 0.00 never): refused when the artist sets it, with
 * the minimum named, never at the client's checkout.
 */
export function refuseUnchargeablePrices(
  variants: readonly { price: number }[],
  currency: string,
  locale: string,
): void {
  if (variants.every((v) => chargeableOnline(v.price, currency))) return;
  const code = currency.toUpperCase();
  const least = formatMoney(minimumChargeCents(code), code, locale);
  throw new AppError(
    'FLASH_PRICE_BELOW_MINIMUM',
    `Each size needs a price of at least ${least}: clients pay the deposit online and Stripe charges at least ${least} in ${code}.`,
    { variants: `At least ${least} for each size.` },
  );
}
