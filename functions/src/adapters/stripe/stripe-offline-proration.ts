import type { OfflineSubscription } from './stripe-offline-objects';

/**
 * What a prorated change costs today, as Stripe computes it: the unused share of the period is
 * credited. Same period: the price difference for the rest of the period. Other period (monthly
 * to yearly): the billing cycle restarts today, so the whole new price less the unused credit.
 */
export function offlineProration(
  s: OfflineSubscription,
  change: { amountMinor: number; interval: 'month' | 'year' },
  at: number,
): { amountDueMinor: number; restartsPeriod: boolean } {
  const span = s.currentPeriodEnd - s.currentPeriodStart;
  const left = span > 0 ? Math.min(1, Math.max(0, (s.currentPeriodEnd - at) / span)) : 0;
  if (change.interval === s.interval) {
    return {
      amountDueMinor: Math.max(0, Math.round((change.amountMinor - s.amountMinor) * left)),
      restartsPeriod: false,
    };
  }
  return {
    amountDueMinor: Math.max(0, change.amountMinor - Math.round(s.amountMinor * left)),
    restartsPeriod: true,
  };
}
