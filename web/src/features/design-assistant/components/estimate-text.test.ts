import { studioFormatters } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { estimateText } from './estimate-text';

const f = studioFormatters({ locale: 'en-GB', currency: 'EUR', timeZone: 'Europe/Berlin' });

describe('estimateText', () => {
  it('names the ranges and how many finished projects they come from', () => {
    const text = estimateText(
      {
        hours: { min: 2, max: 3 },
        priceCents: { min: 25000, max: 40000 },
        currency: 'EUR',
        basedOn: 4,
        note: 'Based on 4 finished projects of medium size in traditional style.',
      },
      f,
    );
    expect(text).toBe(
      '2–3 hours, €250.00–€400.00. Based on 4 finished projects of medium size in traditional style.',
    );
  });

  it('says "no history yet" rather than a figure when there is none', () => {
    const text = estimateText(
      { hours: null, priceCents: null, currency: 'EUR', basedOn: 0, note: 'no history yet' },
      f,
    );
    expect(text).toMatch(/^No history yet/);
    expect(text).not.toMatch(/\d/);
  });
});
