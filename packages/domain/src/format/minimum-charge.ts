import type { StudioCurrency } from './studio-format';

/**
 * The smallest amount Stripe charges in each currency a studio can keep its books in, in
 * integer cents (Stripe's "Minimum and maximum charge amounts" table, docs.stripe.com/currencies).
 * Stripe refuses a Checkout below it (`amount_too_small`), so every path that asks money online
 * (the deposit rule, accepting a request, a flash price and its deposit, asking a deposit) is
 * checked against this table when the amount is set, never at the client's checkout.
 */
export const MINIMUM_CHARGE_CENTS: Readonly<Record<StudioCurrency, number>> = {
  EUR: 50,
  GBP: 30,
  USD: 50,
  CHF: 50,
  CAD: 50,
  AUD: 50,
  NZD: 50,
  SEK: 300,
  NOK: 300,
  DKK: 250,
  PLN: 200,
  CZK: 1500,
};

/**
 * The minimum for `currency` (any case). A code outside the studio currencies gets the highest
 * minimum of the table: refusing a chargeable amount is better than a checkout Stripe refuses.
 */
export function minimumChargeCents(currency: string): number {
  const code = currency.toUpperCase();
  return Object.hasOwn(MINIMUM_CHARGE_CENTS, code)
    ? MINIMUM_CHARGE_CENTS[code as StudioCurrency]
    : Math.max(...Object.values(MINIMUM_CHARGE_CENTS));
}

/** Whether Stripe can charge `cents` in `currency` at all: a whole number, at least its minimum. */
export const chargeableOnline = (cents: number, currency: string): boolean =>
  Number.isInteger(cents) && cents >= minimumChargeCents(currency);
