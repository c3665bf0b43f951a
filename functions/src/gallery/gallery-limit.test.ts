import { describe, expect, it } from 'vitest';
import { galleryLimitOf, limitsOf } from './gallery-limit';

const counts = { tattoo: 9, modified: 0, stencil: 0, body_preview: 0, manual_body_preview: 0 };

const facts = (currentPlan: string | null, role = 'free', galleryCount = 0) => ({
  role,
  currentPlan,
  galleryCount,
});

describe('gallery limits', () => {
  it('are 0 / 10 / 50 / 100 for free, basic, pro and premium', () => {
    expect([null, 'basic', 'pro', 'premium'].map((p) => galleryLimitOf(facts(p)))).toEqual([
      0, 10, 50, 100,
    ]);
  });

  it('give admins the largest plan’s limit', () => {
    expect(galleryLimitOf(facts(null, 'admin'))).toBe(100);
  });

  it('say whether one more design fits', () => {
    expect(limitsOf(facts('basic', 'basic', 9), counts)).toEqual({
      current: 9,
      limit: 10,
      canSave: true,
      counts,
    });
    expect(limitsOf(facts('basic', 'basic', 10), counts)).toEqual({
      current: 10,
      limit: 10,
      canSave: false,
      counts,
    });
    expect(limitsOf(null, counts)).toEqual({ current: 0, limit: 0, canSave: false, counts });
  });
});
