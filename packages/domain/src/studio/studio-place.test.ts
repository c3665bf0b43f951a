import { describe, expect, it } from 'vitest';
import { userUnderStudio } from './client-facing';
import { mapLinkOf, ownStudioPlaceOf } from './studio-place';

describe('the one studio identity a client reads (issue 49)', () => {
  const page = { studioName: 'Black Lotus', address: 'Kastanienallee 12', city: 'Berlin' };
  const reminders = { studioName: 'Old Name', studioAddress: '1 Old Road' };

  it('is what the artist typed on the public page, the city after the street', () => {
    expect(ownStudioPlaceOf({ publicProfile: page, reminderSettings: reminders })).toEqual({
      studioName: 'Black Lotus',
      studioAddress: 'Kastanienallee 12, Berlin',
    });
    const named = { ...page, address: 'Kastanienallee 12, 10435 Berlin' };
    expect(ownStudioPlaceOf({ publicProfile: named }).studioAddress).toBe(
      'Kastanienallee 12, 10435 Berlin',
    );
  });

  it('falls back to the reminder settings field by field, only where the page is empty', () => {
    expect(ownStudioPlaceOf({ reminderSettings: reminders })).toEqual({
      studioName: 'Old Name',
      studioAddress: '1 Old Road',
    });
    const cityOnly = { studioName: 'Black Lotus', address: ' ', city: 'Berlin' };
    expect(ownStudioPlaceOf({ publicProfile: cityOnly, reminderSettings: reminders })).toEqual({
      studioName: 'Black Lotus',
      studioAddress: '1 Old Road',
    });
    expect(ownStudioPlaceOf({})).toEqual({ studioName: null, studioAddress: null });
  });

  it('gives way to the studio an artist tattoos in', () => {
    const user = { publicProfile: page };
    expect(userUnderStudio(user, { name: 'Canal Ink', address: '3 Canal St' })).toMatchObject({
      reminderSettings: { studioName: 'Canal Ink', studioAddress: '3 Canal St' },
    });
    expect(userUnderStudio(user, null)).toMatchObject({
      reminderSettings: { studioName: 'Black Lotus', studioAddress: 'Kastanienallee 12, Berlin' },
    });
  });

  it('links the address to a map search, nothing without one', () => {
    expect(mapLinkOf('Kastanienallee 12, Berlin')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Kastanienallee%2012%2C%20Berlin',
    );
    expect(mapLinkOf(' ')).toBeNull();
    expect(mapLinkOf(null)).toBeNull();
  });
});
