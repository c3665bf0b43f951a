import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

const now = Date.parse('2031-06-10T12:00:00.000Z');

describe('greeting', () => {
  it('does not welcome a brand-new artist back', () => {
    expect(greeting({ createdAt: '2031-06-10T11:58:00.000Z' }, now)).toBe('Welcome');
  });

  it('welcomes back an artist from an earlier day', () => {
    expect(greeting({ createdAt: '2031-06-08T09:00:00.000Z' }, now)).toBe('Welcome back');
  });
});
