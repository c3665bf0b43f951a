import { describe, expect, it } from 'vitest';
import { senderName } from '../reminders/sender-name';
import { artistAtStudio, underStudio, userUnderStudio } from './client-facing';

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

describe('an artist under a studio', () => {
  it('reads the studio in the reminder settings every page and mail uses', () => {
    const user = { displayName: 'Ana', reminderSettings: { studioName: 'Solo', hoursBefore: 24 } };
    expect(userUnderStudio(user, { name: 'Black Lotus', address: '' })).toEqual({
      displayName: 'Ana',
      reminderSettings: { studioName: 'Black Lotus', studioAddress: null, hoursBefore: 24 },
    });
    expect(userUnderStudio(user, null)).toEqual({
      displayName: 'Ana',
      reminderSettings: { studioName: 'Solo', studioAddress: null, hoursBefore: 24 },
    });
  });

  it('heads a page with the artist and the studio', () => {
    expect(artistAtStudio('Ana Moreau', 'Black Lotus')).toBe('Ana Moreau (Black Lotus)');
    expect(artistAtStudio(null, 'Black Lotus')).toBe('Black Lotus');
  });
});
