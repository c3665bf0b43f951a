import { describe, expect, it } from 'vitest';
import { senderName } from '../reminders/sender-name';
import { underStudio } from './client-facing';

describe('the studio a client reads', () => {
  const own = { studioName: 'Ana Solo Ink', studioAddress: '1 Old Road', hoursBefore: 24 };

  it('is the studio record’s for a member, the artist still named as the sender’s person', () => {
    const place = underStudio(own, { name: 'Black Lotus', address: '12 Canal St' });
    expect(place).toEqual({
      studioName: 'Black Lotus',
      studioAddress: '12 Canal St',
      hoursBefore: 24,
    });
    expect(senderName(place.studioName, 'Ana', 'ana@example.test')).toBe('Black Lotus');
  });

  it('keeps the artist’s own address when the studio gave none, and all of it outside one', () => {
    expect(underStudio(own, { name: 'Black Lotus', address: ' ' }).studioAddress).toBe(
      '1 Old Road',
    );
    expect(underStudio(own, null)).toBe(own);
  });
});
