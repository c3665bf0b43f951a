import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test-utils/user';
import { needsSubscription } from './subscription-required';

describe('needsSubscription', () => {
  const free = makeUser({
    role: 'free',
    currentPlan: null,
    subscriptionStatus: 'inactive',
    creditsRemaining: 5,
  });

  it('never applies without a user', () => {
    expect(needsSubscription(null, '/ai-generator')).toBe(false);
  });

  it('stops a free user on generator pages only, while credits remain', () => {
    for (const page of [
      '/ai-generator',
      '/generator',
      '/quick-generation',
      '/photo-editor',
      '/modify-design',
      '/body-preview',
    ]) {
      expect(needsSubscription(free, page)).toBe(true);
    }
    expect(needsSubscription(free, '/dashboard')).toBe(false);
    expect(needsSubscription(free, '/gallery')).toBe(false);
  });

  it('stops an inactive user with zero credits anywhere', () => {
    const empty = makeUser({ role: 'basic', subscriptionStatus: 'inactive', creditsRemaining: 0 });
    expect(needsSubscription(empty, '/dashboard')).toBe(true);
    expect(needsSubscription(empty, '/ai-generator')).toBe(true);
  });

  it('never opens where a plan is chosen, paid for or redeemed, nor on the terms', () => {
    const empty = makeUser({ role: 'free', subscriptionStatus: 'inactive', creditsRemaining: 0 });
    for (const page of [
      '/subscribe',
      '/pricing',
      '/credits',
      '/update-plan',
      '/success',
      '/checkout/success',
      '/settings',
      '/terms',
      '/terms-and-conditions',
      '/terms-of-service',
    ]) {
      expect(needsSubscription(empty, page)).toBe(false);
    }
    expect(needsSubscription(empty, '/gallery')).toBe(true);
  });

  it('lets an active subscriber through even at zero credits', () => {
    const active = makeUser({ role: 'pro', subscriptionStatus: 'active', creditsRemaining: 0 });
    expect(needsSubscription(active, '/ai-generator')).toBe(false);
    expect(needsSubscription(active, '/dashboard')).toBe(false);
  });

  it('lets an inactive paid role with credits use the generator', () => {
    const lapsed = makeUser({ role: 'basic', subscriptionStatus: 'canceled', creditsRemaining: 3 });
    expect(needsSubscription(lapsed, '/ai-generator')).toBe(false);
  });
});

describe('needsSubscription in a studio (issue 43)', () => {
  it('never covers the studio or an invitation: the front desk has no plan and no credits', () => {
    const desk = makeUser({
      role: 'free',
      currentPlan: null,
      subscriptionStatus: 'inactive',
      creditsRemaining: 0,
    });
    expect(needsSubscription(desk, '/studio')).toBe(false);
    expect(needsSubscription(desk, '/join/abc')).toBe(false);
    expect(needsSubscription(desk, '/dashboard')).toBe(true);
  });
});
