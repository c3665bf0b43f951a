import { describe, expect, it } from 'vitest';
import { greetingFor, greetingName } from './greeting';

describe('greeting', () => {
  it('switches at 12:00 and 18:00', () => {
    expect(greetingFor(0)).toBe('Good morning');
    expect(greetingFor(11)).toBe('Good morning');
    expect(greetingFor(12)).toBe('Good afternoon');
    expect(greetingFor(17)).toBe('Good afternoon');
    expect(greetingFor(18)).toBe('Good evening');
    expect(greetingFor(23)).toBe('Good evening');
  });

  it('names the user by display name, e-mail local part, or Artist', () => {
    expect(greetingName({ displayName: 'Jane Doe', email: 'j@example.com' })).toBe('Jane Doe');
    expect(greetingName({ displayName: '  ', email: 'inkmaster@example.com' })).toBe('inkmaster');
    expect(greetingName({ displayName: '', email: '' })).toBe('Artist');
  });
});
