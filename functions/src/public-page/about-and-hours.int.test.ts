import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { buildTestApp } from '../../test/support/test-app';
import { createPageApp } from './page-app';

const { app, db, deps } = buildTestApp();
const pages = createPageApp(deps);

/** The page's visible body: the head (where JSON-LD lives) cut off. */
const bodyOf = (page: string) => page.slice(page.indexOf('<body'));

describe("issue 47: the artist's page says who they are and when the studio is open", () => {
  it('shows the bio and the opening hours in the first HTML, not only in JSON-LD', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/London' });
    const username = await openBooking(artist, db);
    const about = 'Fine-line and botanical work, ten years in Hackney. I draw every piece for you.';
    const saved = await artist.call('put', '/api/profile/public-page', {
      studioName: 'Fern & Needle',
      about,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.about).toBe(about);
    const hours = await artist.call('put', '/api/profile/working-hours', {
      start: '11:00',
      end: '19:00',
      days: [1, 2, 3, 4, 5],
    });
    expect(hours.status, hours.text).toBe(200);

    const page = (await request(pages).get(`/book/${username}`)).text;
    const body = bodyOf(page);

    expect(body).toContain('<h2 id="about-heading">About</h2>');
    expect(body).toContain(about.replace('&', '&amp;'));
    expect(body).toContain('Opening hours');
    expect(body).toContain('Tuesday to Saturday, 11:00–19:00');
  });
});
