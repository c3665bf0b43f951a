import { describe, expect, it } from 'vitest';
import { matchesSearch } from './client-search';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+39 333-1234' };

describe('matchesSearch', () => {
  it('finds by name, e-mail or phone digits, and nothing else', () => {
    expect(matchesSearch(ada, '')).toBe(true);
    expect(matchesSearch(ada, 'love')).toBe(true);
    expect(matchesSearch(ada, 'EXAMPLE.com')).toBe(true);
    expect(matchesSearch(ada, '333 123')).toBe(true);
    expect(matchesSearch(ada, 'grace')).toBe(false);
    expect(matchesSearch(ada, '999')).toBe(false);
  });
});
