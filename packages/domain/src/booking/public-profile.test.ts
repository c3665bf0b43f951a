import { describe, expect, it } from 'vitest';
import { publicProfileSchema } from './public-profile';

describe('the public page profile', () => {
  it('takes an https website with a host, and refuses others in words', () => {
    const ok = (website: string) => publicProfileSchema.safeParse({ website }).success;
    expect(ok('https://paola.ink')).toBe(true);
    expect(ok('https://www.paola-pro.tattoo/book?from=ig#top')).toBe(true);
    expect(ok('http://paola.ink')).toBe(false);
    expect(ok('javascript:alert(1)')).toBe(false);
    expect(ok('https://')).toBe(false);
    expect(ok('https://localhost')).toBe(false);
    expect(ok('https://paola .ink')).toBe(false);
  });

  it('takes the sites that may frame the form as https origins, and refuses others in words', () => {
    const parse = (embedOrigins: unknown) => publicProfileSchema.safeParse({ embedOrigins });
    expect(
      parse(['https://Paola.ink/', 'https://paola.ink', 'https://shop.paola.ink:8443']).data,
    ).toMatchObject({ embedOrigins: ['https://paola.ink', 'https://shop.paola.ink:8443'] });
    expect(parse(undefined).data?.embedOrigins).toEqual([]);
    for (const bad of ['http://paola.ink', 'https://paola.ink/book', "https://a.ink 'self'", '*']) {
      const refused = parse([bad]);
      expect(refused.success, bad).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe(
        'Each site is an https address with no path, such as https://paola.ink.',
      );
    }
    expect(
      parse([
        'https://a.ink',
        'https://b.ink',
        'https://c.ink',
        'https://d.ink',
        'https://e.ink',
        'https://f.ink',
      ]).success,
    ).toBe(false);
  });
});

describe('the public page accent colour', () => {
  const parse = (accentColor: unknown) => publicProfileSchema.safeParse({ accentColor });

  it('takes a #rrggbb colour that reads on white, lower-cased; none is the default', () => {
    expect(parse('#9A3412').data?.accentColor).toBe('#9a3412');
    expect(parse('').data?.accentColor).toBeNull();
    expect(parse(undefined).data?.accentColor).toBeNull();
  });

  it('refuses a colour too light for white text and buttons, and a non-colour, by code', () => {
    const light = parse('#ffcc00');
    expect(light.success).toBe(false);
    expect(light.error?.issues[0]).toMatchObject({ params: { code: 'BOOKING_ACCENT_TOO_LIGHT' } });
    expect(parse('#777777').success).toBe(false);
    expect(parse('#757575').success).toBe(false);
    expect(parse('#707070').success).toBe(true);
    for (const bad of ['red', '#fff', 12]) {
      expect(parse(bad).error?.issues[0], String(bad)).toMatchObject({
        params: { code: 'BOOKING_ACCENT_INVALID' },
      });
    }
  });
});
