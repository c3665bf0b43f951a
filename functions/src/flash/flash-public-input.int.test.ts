import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { flashPage, openFlashTimes } from '../../test/support/flash-page';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 48, finding 13: bad public input answers a JSON 4xx in words, never 500 or HTML.

const { app, db } = buildTestApp();
const payments = createTestPayments(db);
const flow = depositFlow(app, db, payments);

let artist: Artist;
let username: string;
let page: ReturnType<typeof flashPage>;
let flashId: string;
let start: string;

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
  username = await openBooking(artist, db);
  await flow.connect(artist);
  await openFlashTimes(artist);
  page = flashPage(app, artist, username);
  flashId = (await page.published()).id;
  start = (await page.times(flashId))[0]!;
});

/** A refusal a client can read: JSON, 4xx, a code and a sentence. */
function refusedInWords(res: request.Response, what: string) {
  expect(res.status, `${what}: ${res.text}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: ${res.text}`).toBeLessThan(500);
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  expect(res.body, what).toMatchObject({
    error: expect.stringMatching(/^[A-Z_]+$/),
    message: expect.stringMatching(/\w+ \w+/),
  });
}

describe('bad public input on the flash routes (issue 48, finding 13)', () => {
  it('refuses a hold whose start is no instant (offset +99:00, hour 25, minute 60)', async () => {
    const day = start.slice(0, 10);
    for (const bad of [
      `${day}T10:00:00+99:00`,
      `${day}T10:00:00+15:00`,
      `${day}T25:00:00+01:00`,
      `${day}T10:60:00Z`,
    ]) {
      const res = await page.hold(flashId, bad);
      // Before: 500 "Invalid time value".
      refusedInWords(res, bad);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses design ids that are no document id, on the times route and on holds', async () => {
    for (const bad of ['a/b', '__proto__', '__name__', '.', '..']) {
      const times = await request(app).get(
        `/api/public/booking/${username}/times?flashId=${encodeURIComponent(bad)}&variant=0`,
      );
      refusedInWords(times, `times ${bad}`);
      refusedInWords(await page.hold(bad, start), `hold ${bad}`);
    }
  });

  it('answers every other public flash route in words for bad ids, sizes and times', async () => {
    const base = `/api/public/booking/${username}`;
    const answers: [string, request.Response][] = [
      ['unknown page', await request(app).get('/api/public/booking/__proto__/flash')],
      ['slash in page', await request(app).get('/api/public/booking/a%2Fb/times?flashId=x')],
      ['no design', await request(app).get(`${base}/times`)],
      ['size abc', await request(app).get(`${base}/times?flashId=${flashId}&variant=abc`)],
      ['size 9', await request(app).get(`${base}/times?flashId=${flashId}&variant=9`)],
      ['unknown design', await request(app).get(`${base}/times?flashId=nope&variant=0`)],
      ['release __proto__', await request(app).delete(`${base}/holds/__proto__`)],
      ['release a/b', await request(app).delete(`${base}/holds/a%2Fb`)],
      ['release unknown', await request(app).delete(`${base}/holds/nope`)],
      ['hold no body', await request(app).post(`${base}/holds`).send({})],
      [
        'hold prototype body',
        await request(app)
          .post(`${base}/holds`)
          .set('content-type', 'application/json')
          .send('{"__proto__":{"flashId":"x"},"constructor":{"prototype":{}}}'),
      ],
      ['hold size -1', await request(app).post(`${base}/holds`).send({ flashId, variant: -1 })],
    ];
    for (const [what, res] of answers) refusedInWords(res, what);
    // A time window that reads as no instant falls back to the next weeks: still answered.
    const odd = await request(app).get(
      `${base}/times?flashId=${flashId}&variant=0&from=${encodeURIComponent('2026-01-01T10:00:00+99:00')}&to=x`,
    );
    expect(odd.status, odd.text).toBe(200);
  });
});
