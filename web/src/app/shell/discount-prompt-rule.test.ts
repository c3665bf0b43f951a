import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test-utils/user';
import { NEW_ACCOUNT_WINDOW_MS, shouldOfferDiscountCode } from './discount-prompt-rule';

const now = Date.parse('2025-07-10T12:00:00.000Z');
const newUser = makeUser({
  createdAt: '2025-07-10T08:00:00.000Z',
  role: 'free',
  creditsRemaining: 0,
  currentPlan: null,
  subscriptionStatus: 'inactive',
});
const noFlags = { cameFromCheckout: null, seen: null, dismissed: null };

describe('shouldOfferDiscountCode', () => {
  it('offers it to an account created within 24 hours', () => {
    expect(shouldOfferDiscountCode(newUser, noFlags, now)).toBe(true);
  });

  it('never interrupts an artist paying for a plan, on any device', () => {
    const paying = { ...newUser, role: 'basic' as const, currentPlan: 'basic' as const };
    expect(shouldOfferDiscountCode({ ...paying, subscriptionStatus: 'active' }, noFlags, now)).toBe(
      false,
    );
    expect(
      shouldOfferDiscountCode({ ...paying, subscriptionStatus: 'canceled' }, noFlags, now),
    ).toBe(true);
  });

  it('stops offering after 24 hours', () => {
    const old = makeUser({ createdAt: new Date(now - NEW_ACCOUNT_WINDOW_MS - 1).toISOString() });
    expect(shouldOfferDiscountCode(old, noFlags, now)).toBe(false);
  });

  it('respects came_from_checkout, seen and dismissed', () => {
    expect(shouldOfferDiscountCode(newUser, { ...noFlags, cameFromCheckout: 'true' }, now)).toBe(
      false,
    );
    expect(shouldOfferDiscountCode(newUser, { ...noFlags, seen: 'true' }, now)).toBe(false);
    expect(shouldOfferDiscountCode(newUser, { ...noFlags, dismissed: 'true' }, now)).toBe(false);
  });

  it('skips free users who already have credits but not those without', () => {
    const freeWithCredits = { ...newUser, role: 'free' as const, creditsRemaining: 3 };
    const freeEmpty = { ...newUser, role: 'free' as const, creditsRemaining: 0 };
    expect(shouldOfferDiscountCode(freeWithCredits, noFlags, now)).toBe(false);
    expect(shouldOfferDiscountCode(freeEmpty, noFlags, now)).toBe(true);
  });
});
