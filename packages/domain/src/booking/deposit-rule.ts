import { formatMoney } from '../format/money';
import { DEFAULT_STUDIO_CURRENCY } from '../format/studio-format';

/** How an artist asks for a deposit: none, a fixed amount, or a share of the estimate. */
export type DepositRule =
  { kind: 'none' } | { kind: 'fixed'; amountCents: number } | { kind: 'percent'; percent: number };

/**
 * The deposit a rule asks for on a project estimated at `estimateCents`, in whole cents
 * (a percentage rounds half up to the cent). Null when the rule needs an estimate and has none.
 */
export function depositFor(rule: DepositRule, estimateCents: number | undefined): number | null {
  switch (rule.kind) {
    case 'none':
      return null;
    case 'fixed':
      return rule.amountCents;
    case 'percent':
      if (estimateCents === undefined) return null;
      return Math.round((estimateCents * rule.percent) / 100);
  }
}

/**
 * The rule as the booking page and the inbox say it: 'Deposit: €100.00', '30 % of the estimate',
 * in the artist's currency and locale.
 */
export function describeDepositRule(
  rule: DepositRule,
  currency: string = DEFAULT_STUDIO_CURRENCY,
  locale?: string,
): string {
  switch (rule.kind) {
    case 'none':
      return 'No deposit';
    case 'fixed':
      return `Deposit: ${formatMoney(rule.amountCents, currency, locale)}`;
    case 'percent':
      return `Deposit: ${rule.percent} % of the estimate`;
  }
}
