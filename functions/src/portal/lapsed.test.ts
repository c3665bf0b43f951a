import { describe, expect, it } from 'vitest';
import { isLapsed } from './lapsed';

const now = new Date('2027-06-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('a portal link lapses after 12 months without an appointment', () => {
  it('a token younger than a year never lapses', () => {
    expect(isLapsed(at('2026-06-16T00:00:00Z'), [], now)).toBe(false);
  });

  it('an old token lapses when the last appointment is over a year ago and none is ahead', () => {
    expect(isLapsed(at('2025-01-01T00:00:00Z'), [at('2026-06-14T12:00:00Z')], now)).toBe(true);
  });

  it('an old token holds while an appointment falls within the year or ahead', () => {
    const old = at('2025-01-01T00:00:00Z');
    expect(isLapsed(old, [at('2026-06-15T12:00:00Z')], now)).toBe(false);
    expect(isLapsed(old, [at('2025-03-01T00:00:00Z'), at('2027-09-01T10:00:00Z')], now)).toBe(
      false,
    );
  });
});
