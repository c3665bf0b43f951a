import { describe, expect, it } from 'vitest';
import { openingHoursOf } from './opening-hours';

describe('opening hours for schema.org', () => {
  it('names the open days and the times the artist keeps', () => {
    expect(openingHoursOf({ start: '10:30', end: '19:00', days: [1, 2, 3, 5] })).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Saturday'],
        opens: '10:30',
        closes: '19:00',
      },
    ]);
    expect(openingHoursOf({ start: '09:00', end: '17:00', days: [0, 6] })[0]).toMatchObject({
      dayOfWeek: ['Monday', 'Sunday'],
    });
  });

  it('says nothing when the artist never set hours', () => {
    expect(openingHoursOf(null)).toEqual([]);
  });
});
