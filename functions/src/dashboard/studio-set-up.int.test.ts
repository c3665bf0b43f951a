import type { DashboardToday } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { buildTestApp } from '../../test/support/test-app';
import { createPageApp } from '../public-page/page-app';

const { app, db, deps } = buildTestApp();
const pages = createPageApp(deps);

const today = async (artist: Artist) =>
  (await artist.call('get', '/api/dashboard/today')).body as DashboardToday;

const REMINDERS = { hoursBefore: 24 };

describe('issue 47: the first day asks the studio, and its name and address live in one place', () => {
  it('asks the time zone instead of assuming UTC, and keeps what the artist confirms', async () => {
    const artist = await createArtist(app, db, {});
    await db.doc(`users/${artist.uid}`).update({ timezone: null });
    const before = await today(artist);
    expect(before.setUp.steps[0]).toMatchObject({ key: 'studio', done: false });

    const saved = await artist.call('put', '/api/profile/studio', {
      country: 'GB',
      timezone: 'Europe/London',
      currency: 'GBP',
      studioName: 'Fern & Needle',
      address: '12 Mare Street, London E8',
    });
    expect(saved.status, saved.text).toBe(200);

    const after = await today(artist);
    expect(after.timeZone).toBe('Europe/London');
    expect(after.moneyThisWeek.recorded.currency).toBe('GBP');
    expect(after.setUp.steps[0]).toMatchObject({ key: 'studio', done: true });
  });

  it('refuses a time zone that is none, in words', async () => {
    const artist = await createArtist(app, db, {});
    const res = await artist.call('put', '/api/profile/studio', {
      country: 'GB',
      timezone: 'Mars/Olympus',
      currency: 'GBP',
      studioName: 'Fern & Needle',
      address: '12 Mare Street',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/time zone/i);
  });

  it('one studio name and address: the calendar card, the public page and the mails agree', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const username = await openBooking(artist, db);
    await artist.call('put', '/api/profile/studio', {
      country: 'GB',
      timezone: 'Europe/London',
      currency: 'GBP',
      studioName: 'Fern & Needle',
      address: '12 Mare Street, London E8',
    });
    // The calendar's mail settings card shows the one name and address...
    const shown = await artist.call('get', '/api/profile/reminders');
    expect(shown.body).toMatchObject({
      studioName: 'Fern & Needle',
      studioAddress: '12 Mare Street, London E8',
    });
    // ...and a change made there is the page's too.
    const changed = await artist.call('put', '/api/profile/reminders', {
      ...REMINDERS,
      studioName: 'Ink Hall',
      studioAddress: '3 Dalston Lane, London E8',
    });
    expect(changed.status, changed.text).toBe(200);
    const page = (await request(pages).get(`/book/${username}`)).text;
    expect(page).toContain('Ink Hall');
    expect(page).toContain('3 Dalston Lane, London E8');
    expect(page).not.toContain('Fern &amp; Needle');
    const publicPage = await artist.call('get', '/api/profile/public-page');
    expect(publicPage.body).toMatchObject({
      studioName: 'Ink Hall',
      address: '3 Dalston Lane, London E8',
    });
  });
});
