import { formatMoney, isCurrency } from '@inkforge/domain';

/** Cents as a client reads them ('€100.00'); an unknown currency code follows the number. */
export function moneyText(cents: number, currency = 'EUR'): string {
  const code = currency.toUpperCase();
  return isCurrency(code) ? formatMoney(cents, code) : `${(cents / 100).toFixed(2)} ${code}`;
}
