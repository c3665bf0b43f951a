/**
 * Client money (project prices, payments, appointment prices) is stored as integer cents and
 * shown as decimal amounts. Conversions go through decimal strings, never float arithmetic,
 * so 0.1 + 0.2 style drift cannot enter a stored value or a total.
 */

const DECIMAL = /^(\d{1,10})(?:\.(\d*))?$/;

/** Largest amount accepted: 9,999,999,999.99 keeps every cent total a safe integer. */
export const MAX_CENTS = 999_999_999_999;

/**
 * A non-negative decimal amount (number or string like '19.99', '19,99' is not accepted) to
 * cents. A third non-zero decimal is refused, never rounded ('10.005' → null, '10.000' → 1000):
 * money a person typed is stored as typed or not at all. Null when not an amount.
 */
export function toCents(value: number | string): number | null {
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) return null;
  // String(19.99) is '19.99': the shortest text that reads back as the same double.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const result = whole * 100 + Number(fraction.slice(0, 2));
  return result <= MAX_CENTS ? result : null;
}

/**
 * The one adapter from the spec's client-management amounts (amount, estimatedPrice,
 * finalPrice, totalPaid, remainingBalance, price, deposit: decimals on the wire by contract)
 * to integer cents, sign kept: -19.99 → -1999. Screens add and format cents, never decimals.
 */
export function amountCents(amount: number): number {
  const cents = toCents(Math.abs(amount)) ?? 0;
  return amount < 0 ? -cents : cents;
}

/** Client-management amounts added in cents, without float drift. */
export const sumAmountCents = (amounts: readonly number[]): number =>
  amounts.reduce((sum, amount) => sum + amountCents(amount), 0);

/** Cents to the decimal amount the API returns (1999 → 19.99; exact to the cent). */
export function fromCents(cents: number): number {
  return Number(formatCents(cents));
}

/** Cents as a plain decimal string with two decimals (1999 → '19.99', -5 → '-0.05'). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
