import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies';
import { buildPricing } from './pricing';
import { PRICE_IDS, priceMinor } from './prices';
import {
  isPaymentFailureMessage,
  packPurchaseBlock,
  subscriptionStatusOf,
} from './subscription-rules';

describe('prices', () => {
  it('has every price in every currency, yearly being ten months', () => {
    for (const currency of CURRENCIES) {
      for (const id of PRICE_IDS) expect(Number.isInteger(priceMinor(id, currency))).toBe(true);
      expect(priceMinor('basic-yearly', currency)).toBe(10 * priceMinor('basic-monthly', currency));
    }
    expect(priceMinor('premium-monthly', 'EUR')).toBe(7999);
    expect(priceMinor('credits100', 'KRW')).toBe(13500);
  });

  it('keeps the 20% and 30% pack savings in every currency', () => {
    for (const currency of CURRENCIES) {
      const perCredit = (id: 'credits100' | 'credits500' | 'credits1000', n: number) =>
        priceMinor(id, currency) / n;
      const base = perCredit('credits100', 100);
      expect(Math.round((1 - perCredit('credits500', 500) / base) * 100)).toBe(20);
      expect(Math.round((1 - perCredit('credits1000', 1000) / base) * 100)).toBe(30);
    }
  });

  it('builds the pricing response with formatted prices', () => {
    const pricing = buildPricing('USD');
    expect(pricing.currencySymbol).toBe('$');
    expect(pricing.subscriptionPlans[0]).toMatchObject({
      planCode: 'basic',
      credits: 200,
      monthlyPriceFormatted: '$19.99',
      yearlyPriceFormatted: '$199.90',
    });
    expect(pricing.creditPackages[2]).toMatchObject({ credits: 1000, savingsPercent: 30 });
  });
});

describe('subscription rules', () => {
  it('lets only active paid plans buy packs', () => {
    expect(packPurchaseBlock({ subscriptionStatus: 'active', currentPlan: 'pro' })).toBeNull();
    expect(packPurchaseBlock({ subscriptionStatus: 'canceled', currentPlan: 'pro' })).toBe(
      'PACK_SUBSCRIPTION_CANCELLED',
    );
    expect(packPurchaseBlock({ subscriptionStatus: 'active', currentPlan: null })).toBe(
      'PACK_SUBSCRIPTION_REQUIRED',
    );
  });

  it('reads provider statuses as the user-facing ones', () => {
    expect(subscriptionStatusOf('active', true)).toBe('canceled');
    expect(subscriptionStatusOf('unpaid', false)).toBe('past_due');
    expect(subscriptionStatusOf('incomplete', false)).toBe('inactive');
  });

  it('recognises the plan-update failures that open the Payment Failed dialog', () => {
    expect(isPaymentFailureMessage('402: Payment failed')).toBe(true);
    expect(isPaymentFailureMessage('Your card was declined.')).toBe(true);
    expect(isPaymentFailureMessage('You are already on this plan.')).toBe(false);
  });
});
