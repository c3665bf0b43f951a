import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

/** A July day next year: London is on BST (UTC+1), Berlin on CEST (UTC+2). */
const july = `${new Date().getUTCFullYear() + 1}-07-10`;

/**
 * The web sends the wall clock the artist typed and the zone it is in (the studio's): the
 * server books that instant and the client's mail reads it on that clock, whichever zone the
 * artist's device or profile is in.
 */
describe('accepting a request at a time in a given zone', () => {
  let artist: Artist;
  let username: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
    username = await openBooking(artist, db);
  });

  it('books 14:00 London as 13:00 UTC and mails the client 14:00', async () => {
    const fields = requestFields({ name: 'Zoe Zone' });
    const id = await sendRequest(app, username, fields);
    const res = await artist.call('post', `/api/booking-requests/${id}/accept`, {
      appointmentDate: `${july}T14:00`,
      timezone: 'Europe/London',
      duration: 120,
      deposit: 0,
    });
    expect(res.status, res.text).toBe(200);

    const stored = (
      await db.doc(`users/${artist.uid}/appointments/${res.body.appointmentId as string}`).get()
    ).data();
    expect(stored?.timezone).toBe('Europe/London');
    expect(stored?.appointmentDate.toDate().toISOString()).toBe(`${july}T13:00:00.000Z`);

    const [mail] = await inboxOf(fields.email as string);
    expect(mail?.text).toMatch(/14:00/);
    expect(mail?.text).not.toMatch(/15:00/);
  });
});
