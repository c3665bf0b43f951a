import { describe, expect, it } from 'vitest';
import { filterShelf, needsReason, studioToday, supplyStatus } from './supply-status';
import { supply } from './test-supplies';

const TODAY = '2026-12-07';

describe('the shelf filters', () => {
  const shelf = [
    supply({ id: 'open-ink' }),
    supply({ id: 'old-ink', expiresOn: '2026-12-06' }),
    supply({ id: 'last-day', expiresOn: TODAY }),
    supply({ id: 'done', state: 'finished', expiresOn: '2020-01-01' }),
    supply({ id: 'pulled', state: 'recalled' }),
    supply({ id: 'needle', kind: 'needle', brand: 'Cheyenne', name: '3RL' }),
  ];
  const ids = (filter: Parameters<typeof filterShelf>[1]) =>
    filterShelf(shelf, filter, TODAY).map((s) => s.id);

  it('puts each supply under exactly one filter', () => {
    expect(ids('open')).toEqual(['open-ink', 'last-day', 'needle']);
    expect(ids('expired')).toEqual(['old-ink']);
    expect(ids('finished')).toEqual(['done']);
    expect(ids('recalled')).toEqual(['pulled']);
  });

  it('is still usable on its expiry day and expired the day after', () => {
    expect(supplyStatus(supply({ id: 'a', expiresOn: TODAY }), TODAY)).toBe('open');
    expect(supplyStatus(supply({ id: 'a', expiresOn: TODAY }), '2026-12-08')).toBe('expired');
  });

  it('asks a reason for an expired or recalled supply only', () => {
    expect(shelf.filter((s) => needsReason(s, TODAY)).map((s) => s.id)).toEqual([
      'old-ink',
      'pulled',
    ]);
  });

  it("reads today on the studio's calendar, not the browser's", () => {
    const lateEvening = new Date('2026-12-07T23:30:00Z');
    expect(studioToday('Europe/Berlin', lateEvening)).toBe('2026-12-08');
    expect(studioToday('America/New_York', lateEvening)).toBe('2026-12-07');
  });
});
