import { describe, expect, it } from 'vitest';
import { galleryLimitOf, limitsOf } from './gallery-limit';

const facts = (currentPlan: string | null, role = 'free', galleryCount = 0) => ({
  role,
  currentPlan,
  galleryCount,
});

describe('gallery limits (spec tools §6)', () => {
  it('are 0 / 10 / 50 / 100 for free, basic, pro and premium', () => {
    expect([null, 'basic', 'pro', 'premium'].map((p) => galleryLimitOf(facts(p)))).toEqual([
      0, 10, 50, 100,
    ]);
  });

  it('give admins the largest plan’s limit', () => {
    expect(galleryLimitOf(facts(null, 'admin'))).toBe(100);
  });

  it('say whether one more design fits', () => {
    expect(limitsOf(facts('basic', 'basic', 9))).toEqual({ current: 9, limit: 10, canSave: true });
    expect(limitsOf(facts('basic', 'basic', 10))).toEqual({
      current: 10,
      limit: 10,
      canSave: false,
    });
    expect(limitsOf(null)).toEqual({ current: 0, limit: 0, canSave: false });
  });
});
