import { describe, expect, it } from 'vitest';
import { senderName } from './sender-name';

describe('the name a client e-mail comes from', () => {
  it('is the studio name when the artist set one', () => {
    expect(senderName('Black Lotus Tattoo', 'Billie Ink', 'billie@example.test')).toBe(
      'Black Lotus Tattoo',
    );
  });

  it("is the artist's display name when there is no studio name", () => {
    expect(senderName(null, 'Billie Ink', 'billie@example.test')).toBe('Billie Ink');
  });

  it('never shows the e-mail address standing in for a name nobody chose', () => {
    const email = 'specb2-studio-17956929479905ab@example.test';
    expect(senderName(null, 'specb2-studio-17956929479905ab', email)).toBe('Your tattoo artist');
    expect(senderName(null, null, email)).toBe('Your tattoo artist');
    expect(senderName('  ', '', email)).toBe('Your tattoo artist');
  });
});
