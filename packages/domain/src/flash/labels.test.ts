import { describe, expect, it } from 'vitest';
import { copiesLabel, durationLabel } from './labels';

describe('flash labels', () => {
  it('says a length in hours and minutes', () => {
    expect([45, 60, 150].map(durationLabel)).toEqual(['45 min', '1 h', '2 h 30 min']);
  });

  it('says how many copies are left', () => {
    expect(copiesLabel({ availability: 'repeatable', limit: null, remaining: null })).toBe(
      'Repeatable',
    );
    expect(copiesLabel({ availability: 'one_of_a_kind', limit: null, remaining: 1 })).toBe(
      'One of a kind',
    );
    expect(copiesLabel({ availability: 'one_of_a_kind', limit: null, remaining: 0 })).toBe(
      'Sold out',
    );
    expect(copiesLabel({ availability: 'limited', limit: 2, remaining: 1 })).toBe(
      'Limited: 1 of 2 left',
    );
  });
});
