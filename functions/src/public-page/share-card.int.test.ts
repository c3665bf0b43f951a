import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { buildTestApp } from '../../test/support/test-app';
import { createPageApp } from './page-app';

const { app, db, deps } = buildTestApp();
const pages = createPageApp(deps);

/** The card a crawler is pointed at, as the page names it. */
async function cardAddress(username: string): Promise<string> {
  const page = (await request(pages).get(`/book/${username}`)).text;
  const image = page.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
  return new URL(image!).pathname;
}

describe('the link-preview card is named by everything it draws', () => {
  let artist: Artist;
  let username: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    // No studio and no city: the card's subtitle falls back to the styles.
    username = await openBooking(artist, db, { styles: ['Fine line'] });
    await db
      .doc(`users/${artist.uid}`)
      .set({ displayName: 'Card Artist', publicProfile: {} }, { merge: true });
  });

  it('gets a new name when the styles it shows change', async () => {
    const before = await cardAddress(username);
    expect((await request(pages).get(before)).status).toBe(200);
    await openBooking(artist, db, { styles: ['Blackwork', 'Dotwork'] });
    const after = await cardAddress(username);
    expect(after).not.toBe(before);
    // A crawler holding the old name is sent to the new card.
    const old = await request(pages).get(before);
    expect(old.status).toBe(302);
    expect(old.headers.location).toBe(after);
  });

  it('gets a new name when the studio name from the reminder settings changes', async () => {
    const before = await cardAddress(username);
    await db
      .doc(`users/${artist.uid}`)
      .set({ reminderSettings: { studioName: 'Ink Harbour' } }, { merge: true });
    expect(await cardAddress(username)).not.toBe(before);
  });
});
