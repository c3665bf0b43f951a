import { DEFAULT_LOCALE } from './studio-format';

/**
 * The one money formatter: integer minor units (cents; whole yen for JPY) and an ISO 4217 code
 * to the text a person reads in `locale`, e.g. formatMoney(123450, 'EUR') → '€1,234.50'.
 * A code Intl does not know follows the number ('12.00 XYZ') rather than throwing.
 */
export function formatMoney(minor: number, currency: string, locale: string = DEFAULT_LOCALE) {
  const code = currency.toUpperCase();
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
  } catch {
    return `${(minor / 100).toFixed(2)} ${code}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** The symbol `formatMoney` prints for the currency, for field labels: '€', '£', 'US$' (en-GB). */
export function moneySymbol(currency: string, locale: string = DEFAULT_LOCALE): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency.toUpperCase();
  }
}
