import { ERRORS, RATE_LIMITS } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { flashPage, sessionOf } from '../../test/support/flash-page';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';
import { uniqueEmail } from '../../test/support/test-users';
import { esc } from './html';
import { createPageApp } from './page-app';

// Issue 49: a flash design booked from the server-rendered page without script: a plain form
// posted to the page function, answered by the deposit's checkout or by the form in words.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app, deps } = buildTestApp({ payments: payments.twin });
const pages = createPageApp(deps);
const flow = depositFlow(app, db, payments);

let artist: Artist;
let username: string;
let flash: ReturnType<typeof flashPage>;
const flashDay = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
  username = await openBooking(artist, db);
  await flow.connect(artist);
  const hours = await artist.call('put', '/api/profile/working-hours', {
    start: '10:00',
    end: '18:00',
    days: [0, 1, 2, 3, 4, 5, 6],
  });
  expect(hours.status, hours.text).toBe(200);
  const rules = await artist.call('put', '/api/profile/availability', {
    bufferMinutes: 0,
    earliestHours: 24,
    latestDays: 60,
    timeOff: [],
    flashDays: [{ from: flashDay, to: flashDay, slotMinutes: 60 }],
  });
  expect(rules.status, rules.text).toBe(200);
  flash = flashPage(app, artist, username);
});

/** The fields a browser without script sends for the step's form, in its order. */
const filled = (start: string, email: string): Record<string, string> => ({
  variant: '0',
  policyVersion: '1',
  start,
  name: 'Robin Client',
  email,
  phone: '',
  website: '',
  adult: 'true',
  acceptPolicy: 'true',
});

const post = (flashId: string, fields: Record<string, string>) =>
  request(pages)
    .post(`/flash/${username}/book/${flashId}?size=0`)
    .type('form')
    .send(new URLSearchParams(fields).toString());

/** The holds of one design (each test publishes its own; the emulator filters no nested field). */
const holdsOf = async (flashId: string) =>
  (await db.collection(`users/${artist.uid}/holds`).where('flashId', '==', flashId).get()).docs;

/** The step's time choices, in the page's order: [group label, first option value]. */
function timeGroups(page: string): [string, string][] {
  return [...page.matchAll(/<optgroup label="([^"]+)"><option value="([^"]+)"/g)].map((m) => [
    m[1]!,
    m[2]!,
  ]);
}

describe('booking a flash design without script (issue 49)', () => {
  it('offers each size’s times as a plain form, flash days first, under the step’s own policy', async () => {
    const rose = await flash.published();
    const res = await request(pages).get(`/flash/${username}/book/${rose.id}`);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.text).toContain(
      `<form method="post" action="/flash/${username}/book/${rose.id}?size=0"`,
    );
    const groups = timeGroups(res.text);
    expect(groups[0]![0]).toMatch(/^Flash day — /);
    expect(groups[0]![1].slice(0, 10)).toBe(flashDay);
    expect(groups.slice(1).every(([label]) => !label.startsWith('Flash day'))).toBe(true);
    expect(res.text).not.toMatch(/<script/);
    // The answer is a redirect to Stripe's page: form-action must allow it.
    expect(res.headers['content-security-policy']).toContain(
      "form-action 'self' https://checkout.stripe.com",
    );
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The flash page links each design to this step.
    const list = (await request(pages).get(`/flash/${username}`)).text;
    expect(list).toContain(
      `<a class="book" href="/flash/${username}/book/${rose.id}">Book Rose</a>`,
    );
  });

  it('holds the time and sends the client to the deposit’s checkout; back, the page says booked', async () => {
    const rose = await flash.published();
    const page = (await request(pages).get(`/flash/${username}/book/${rose.id}`)).text;
    const [, start] = timeGroups(page)[0]!;
    const email = uniqueEmail('noscript');
    const res = await post(rose.id, filled(start, email));
    expect(res.status, res.text.slice(0, 400)).toBe(303);
    expect(res.headers.location).toContain('/connect/checkout/');
    const [held] = await holdsOf(rose.id);
    expect(held?.data()).toMatchObject({ flashId: rose.id, status: 'held', variant: 0 });
    expect(held?.get('start').toDate().getTime()).toBe(Date.parse(start));

    // Back before Stripe's word arrives: still held, said as such.
    const early = await request(pages).get(`/flash/${username}?booked=${held!.id}`);
    expect(early.text).toContain('<h2 id="returned-heading">Payment being confirmed</h2>');
    await flow.pay(sessionOf(String(res.headers.location)));
    const back = await request(pages).get(`/flash/${username}?booked=${held!.id}`);
    expect(back.status).toBe(200);
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.text).toContain('<h2 id="returned-heading">Booked</h2>');
    // Any other id (or none) is the plain page.
    const forged = await request(pages).get(`/flash/${username}?booked=someoneelse`);
    expect(forged.text).not.toContain('returned-heading');
  });

  it('gives the form back in words, everything typed kept, when answers are missing', async () => {
    const rose = await flash.published();
    const email = uniqueEmail('missing');
    const res = await post(rose.id, { ...filled('', email), name: '', acceptPolicy: '' });
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<h3 style="margin:0">Not booked yet</h3>');
    expect(res.text).toMatch(/<p class="err" id="err-name">Enter your name.<\/p>/);
    expect(res.text).toMatch(new RegExp(`name="email" value="${email}"`));
    expect(res.text).toMatch(/name="adult" value="true" required checked/);
    expect(await holdsOf(rose.id)).toEqual([]);
  });

  it('refuses a form whose hidden trap field was filled, as the request form does', async () => {
    const rose = await flash.published();
    const page = (await request(pages).get(`/flash/${username}/book/${rose.id}`)).text;
    const email = uniqueEmail('robot');
    const res = await post(rose.id, { ...filled(timeGroups(page)[0]![1], email), website: 'x' });
    expect(res.status).toBe(ERRORS.BOOKING_REQUEST_REFUSED.status);
    expect(res.text).toContain(esc(ERRORS.BOOKING_REQUEST_REFUSED.message));
    expect(await holdsOf(rose.id)).toEqual([]);
  });

  it('says a time taken meanwhile in words and offers the times left', async () => {
    const rose = await flash.published();
    const page = (await request(pages).get(`/flash/${username}/book/${rose.id}`)).text;
    const [, start] = timeGroups(page)[0]!;
    const first = await flash.hold(rose.id, start);
    expect(first.status, first.text).toBe(201);
    const res = await post(rose.id, filled(start, uniqueEmail('late')));
    expect(res.status).toBe(409);
    expect(res.text).toContain(esc(ERRORS.BOOKING_TIME_TAKEN.message));
    expect(res.text).not.toContain(`<option value="${start}"`);
    expect(res.text).not.toContain(' selected>');
  });

  it('takes a few bookings a minute from one address, then asks in words to wait', async () => {
    const rose = await flash.published();
    const limited = buildTestApp({
      payments: payments.twin,
      rateLimits: { ...RATE_LIMITS, bookingRequest: { capacity: 2, perMinute: 1 } },
    });
    const strict = createPageApp(limited.deps);
    const send = () =>
      request(strict)
        .post(`/flash/${username}/book/${rose.id}`)
        .type('form')
        .send(new URLSearchParams(filled('', uniqueEmail('flood'))).toString());
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(400);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.type).toBe('text/html');
    expect(third.headers['retry-after']).toMatch(/^\d+$/);
    expect(third.text).toContain('<h1>Please wait a moment</h1>');
  });

  it('answers an archived or unknown design with the 404 page', async () => {
    const gone = await flash.published();
    await artist.call('patch', `/api/flash/${gone.id}`, { archived: true });
    for (const id of [gone.id, 'nothing-here', '..']) {
      const res = await request(pages).get(`/flash/${username}/book/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.text).toContain('<h1>Page not found</h1>');
    }
  });
});
