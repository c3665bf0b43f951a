/** Currencies the pricing screens show. JPY and KRW have no minor units. */
export const CURRENCY_EXPONENTS = {
  EUR: 2,
  USD: 2,
  GBP: 2,
  CAD: 2,
  AUD: 2,
  JPY: 0,
  KRW: 0,
} as const;

export type Currency = keyof typeof CURRENCY_EXPONENTS;

export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as Currency[];

export const DEFAULT_CURRENCY: Currency = 'EUR';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.hasOwn(CURRENCY_EXPONENTS, value);
}

/** Minor units (cents, or whole yen/won) to the major amount a person reads. */
export function toMajorUnits(minor: number, currency: Currency): number {
  return minor / 10 ** CURRENCY_EXPONENTS[currency];
}
