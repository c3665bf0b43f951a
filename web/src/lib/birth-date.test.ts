import { studioFormatters } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { birthDate } from './birth-date';

describe('birthDate', () => {
  it('writes a date of birth in the studio format, whatever the zone', () => {
    const london = studioFormatters({ locale: 'en-GB', timeZone: 'Pacific/Honolulu' });
    expect(birthDate(london, '1991-06-14')).toBe('14 Jun 1991');
  });

  it('leaves what is not a day as it was, and nothing as nothing', () => {
    const f = studioFormatters({ locale: 'en-GB' });
    expect(birthDate(f, 'June 1991')).toBe('June 1991');
    expect(birthDate(f, null)).toBeNull();
    expect(birthDate(f, '')).toBe('');
  });
});
