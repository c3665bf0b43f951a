import { describe, expect, it } from 'vitest';
import { PLANS, planPriceMinor, yearlyPriceMinor, yearlySavingMinor } from './plan-definitions';
import { FREE_LIMITS, isWithinLimit, planLimits } from './plan-limits';

describe('plan definitions', () => {
  it('grants 200 / 500 / 1200 credits a month', () => {
    expect([PLANS.basic, PLANS.pro, PLANS.premium].map((p) => p.monthlyCredits)).toEqual([
      200, 500, 1200,
    ]);
  });

  it('lists 19.99 / 39.99 / 79.99 EUR a month', () => {
    expect([PLANS.basic, PLANS.pro, PLANS.premium].map((p) => p.monthlyPriceMinor)).toEqual([
      1999, 3999, 7999,
    ]);
  });

  it('charges ten months for a year, so the yearly saving is two monthly payments', () => {
    expect(yearlyPriceMinor(PLANS.pro)).toBe(39990);
    expect(planPriceMinor(PLANS.pro, 'yearly')).toBe(39990);
    expect(planPriceMinor(PLANS.pro, 'monthly')).toBe(3999);
    expect(yearlySavingMinor(PLANS.basic)).toBe(2 * 1999);
  });

  it('marks only Pro as most popular', () => {
    expect(
      Object.values(PLANS)
        .filter((p) => p.popular)
        .map((p) => p.code),
    ).toEqual(['pro']);
  });
});

describe('plan limits', () => {
  it('caps clients and gallery per plan; premium clients are unlimited', () => {
    expect(planLimits('basic')).toEqual({ monthlyCredits: 200, clientLimit: 10, galleryLimit: 10 });
    expect(planLimits('pro')).toEqual({ monthlyCredits: 500, clientLimit: 50, galleryLimit: 50 });
    expect(planLimits('premium')).toEqual({
      monthlyCredits: 1200,
      clientLimit: null,
      galleryLimit: 100,
    });
  });

  it('gives users without a plan nothing', () => {
    expect(planLimits(null)).toEqual(FREE_LIMITS);
    expect(isWithinLimit(FREE_LIMITS.galleryLimit, 0)).toBe(false);
  });

  it('treats null as unlimited and the limit itself as full', () => {
    expect(isWithinLimit(null, 10_000)).toBe(true);
    expect(isWithinLimit(10, 9)).toBe(true);
    expect(isWithinLimit(10, 10)).toBe(false);
  });
});
