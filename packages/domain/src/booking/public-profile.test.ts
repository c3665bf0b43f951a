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
});
