import { describe, expect, it } from 'vitest';
import { bookIdOf } from './book-id';

describe('a client’s id in the studio’s book', () => {
  it('is the same for one e-mail whatever its case and spacing, on any artist’s card', () => {
    const a = bookIdOf('artist-a', { id: 'c1', email: 'Ada@Example.com' });
    const b = bookIdOf('artist-b', { id: 'c9', email: '  ada@example.COM ' });
    expect(a).toBe(b);
    expect(a).toMatch(/^e-[0-9a-f]{24}$/);
    expect(a).not.toContain('ada');
  });

  it('differs between two e-mails', () => {
    expect(bookIdOf('x', { id: 'c1', email: 'ada@example.com' })).not.toBe(
      bookIdOf('x', { id: 'c1', email: 'bea@example.com' }),
    );
  });

  it('keeps a client without an e-mail on their artist’s card alone', () => {
    expect(bookIdOf('artist-a', { id: 'c1', email: '  ' })).toBe('a-artist-a-c1');
    expect(bookIdOf('artist-b', { id: 'c1' })).toBe('a-artist-b-c1');
  });
});
