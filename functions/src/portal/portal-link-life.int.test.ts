import { RATE_LIMITS } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';
import { mintPortalLink, resolvePortalClient } from '.';

const { app, db } = buildTestApp();
const DAY = 86_400_000;

const api = (path: string) => `/api/public/portal/${path.slice('/bookings/'.length)}`;
const tokenOf = (path: string) => path.slice('/bookings/'.length);

async function clientWith(artist: Artist, name: string, dates: string[]): Promise<string> {
  const { body: client } = await artist.call('post', '/api/clients/enhanced', { name });
  for (const appointmentDate of dates) {
    const res = await artist.call('post', '/api/appointments', {
      clientId: client.id,
      title: `${name}, session`,
      appointmentDate,
      allowOverlap: true,
    });
    expect(res.status, res.text).toBe(201);
  }
  return client.id as string;
}

/** `YYYY-MM-DDTHH:mm` `days` from now, as the appointment form sends it. */
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 16);

describe('a link refused after 12 months without an appointment (issue 49)', () => {
  let artist: Artist;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
  });

  it('an old link of a client last seen 14 months ago with nothing booked is 404', async () => {
    const id = await clientWith(artist, 'Lena Lapsed', [daysFromNow(-425)]);
    const old = await mintPortalLink(db, artist.uid, id, new Date(Date.now() - 420 * DAY));
    const res = await request(app).get(api(old));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('PORTAL_LINK_NOT_FOUND');
    // Booking again brings the same link back to life.
    await clientWithAppointment(artist, id, daysFromNow(30));
    expect((await request(app).get(api(old))).status).toBe(200);
  });

  it('a link from a recent mail opens, whatever the last appointment', async () => {
    const id = await clientWith(artist, 'Rhea Recent', [daysFromNow(-425)]);
    const recent = await mintPortalLink(db, artist.uid, id, new Date(Date.now() - 30 * DAY));
    expect((await request(app).get(api(recent))).status).toBe(200);
  });

  it('an old link of a client seen within the year opens', async () => {
    const id = await clientWith(artist, 'Sami Seen', [daysFromNow(-200)]);
    const old = await mintPortalLink(db, artist.uid, id, new Date(Date.now() - 420 * DAY));
    expect((await request(app).get(api(old))).status).toBe(200);
    // A year on from that visit, with nothing booked, the same link is refused.
    await expect(
      resolvePortalClient(db, tokenOf(old), new Date(Date.now() + 200 * DAY)),
    ).rejects.toMatchObject({ code: 'PORTAL_LINK_NOT_FOUND', status: 404 });
  });
});

async function clientWithAppointment(artist: Artist, clientId: string, appointmentDate: string) {
  const res = await artist.call('post', '/api/appointments', {
    clientId,
    title: 'Next session',
    appointmentDate,
    allowOverlap: true,
  });
  expect(res.status, res.text).toBe(201);
}

describe('the link dies with the client and with the account (issue 49)', () => {
  it('deleting the client makes the link 404 and leaves none of its rows', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const id = await clientWith(artist, 'Dora Deleted', [daysFromNow(10)]);
    const path = await mintPortalLink(db, artist.uid, id, new Date());
    expect((await request(app).get(api(path))).status).toBe(200);
    await artist.call('delete', `/api/clients/${id}`).expect(200);
    expect((await request(app).get(api(path))).status).toBe(404);
    const rows = await db.collection('portalLinks').where('uid', '==', artist.uid).get();
    expect(rows.size).toBe(0);
    expect((await db.doc(`users/${artist.uid}/portalClients/${id}`).get()).exists).toBe(false);
  });

  it('deleting the account removes every token row of the artist', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const id = await clientWith(artist, 'Ada Account', [daysFromNow(10)]);
    const path = await mintPortalLink(db, artist.uid, id, new Date());
    await artist.call('delete', '/api/account', { confirm: 'DELETE' }).expect(200);
    expect((await request(app).get(api(path))).status).toBe(404);
    const rows = await db.collection('portalLinks').where('uid', '==', artist.uid).get();
    expect(rows.size).toBe(0);
    expect((await db.doc(`users/${artist.uid}/portalClients/${id}`).get()).exists).toBe(false);
  });
});

describe('the client page is rate-limited like the other private links (issue 49)', () => {
  // Numbers of its own: a rule's numbers are part of its bucket's key, so this budget is fresh.
  const limited = buildTestApp({
    rateLimits: { ...RATE_LIMITS, publicForm: { capacity: 3, perMinute: 0.37 } },
  }).app;

  it('answers 429 with Retry-After past the budget, for good and bad tokens alike', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await request(limited).get(`/api/public/portal/${'Z'.repeat(43)}`));
    }
    // A bucket left from an earlier run may already be spent: every answer is one or the other.
    expect(answers.every((r) => r.status === 404 || r.status === 429)).toBe(true);
    const over = answers[4]!;
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ error: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
