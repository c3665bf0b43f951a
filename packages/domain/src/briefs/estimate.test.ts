import { describe, expect, it } from 'vitest';
import { estimateFromProjects, NO_HISTORY_NOTE, type EstimateProject } from './estimate';
import { sizeBucketOf } from './size-bucket';

const done = (p: Partial<EstimateProject>): EstimateProject => ({
  status: 'completed',
  size: 'medium',
  style: 'Fine line',
  actualHours: 3,
  finalPriceCents: 30_000,
  ...p,
});

describe('sizeBucketOf', () => {
  it('maps a request size in cm to the project size buckets, bounds inclusive', () => {
    expect([1, 10, 10.1, 20, 35, 60, 61, 200].map(sizeBucketOf)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'sleeve',
      'full_back',
      'full_back',
    ]);
  });
});

describe('estimateFromProjects', () => {
  it('ranges over finished projects of the same size bucket and style', () => {
    const estimate = estimateFromProjects(
      [
        done({ actualHours: 2.5, finalPriceCents: 25_000 }),
        done({ actualHours: 4, finalPriceCents: 42_000, style: 'fine-LINE' }),
        done({ actualHours: 9, finalPriceCents: 99_000, style: 'Traditional' }),
        done({ actualHours: 1, finalPriceCents: 9_000, size: 'small' }),
        done({ status: 'in_progress', actualHours: 20, finalPriceCents: 1 }),
        done({ finalPriceCents: undefined, actualHours: 30 }),
      ],
      { sizeCm: 15, style: 'Fine line' },
      'GBP',
    );
    expect(estimate).toEqual({
      hours: { min: 2.5, max: 4 },
      priceCents: { min: 25_000, max: 42_000 },
      currency: 'GBP',
      basedOn: 2,
      note: 'Based on 2 finished projects of medium size in Fine line style.',
    });
  });

  it('falls back to the size alone when no finished project shares the style, and says so', () => {
    const estimate = estimateFromProjects(
      [done({ style: 'Traditional', actualHours: 5, finalPriceCents: 50_000 })],
      { sizeCm: 12, style: 'Realism' },
      'EUR',
    );
    expect(estimate).toMatchObject({
      hours: { min: 5, max: 5 },
      basedOn: 1,
      note: 'Based on 1 finished project of medium size (none yet in this style).',
    });
  });

  it('says "no history yet" with null ranges when nothing finished matches the size', () => {
    const none = { hours: null, priceCents: null, currency: 'EUR', basedOn: 0 };
    expect(estimateFromProjects([], { sizeCm: 12, style: 'x' }, 'EUR')).toEqual({
      ...none,
      note: NO_HISTORY_NOTE,
    });
    expect(
      estimateFromProjects([done({ size: 'large' })], { sizeCm: 12, style: 'Fine line' }, 'EUR'),
    ).toEqual({ ...none, note: NO_HISTORY_NOTE });
  });
});
