import { randomUUID } from 'node:crypto';
import { RATE_LIMITS } from '@inkforge/domain';
import type request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { bounceEveryMailTo, inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';

// The questions mail is an "E-mail to client" like the approval link's: it spends the client
// address's mail budget, and an address that bounced is refused in words, not mailed again.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const { app } = buildTestApp({ rateLimits: RATE_LIMITS });

function expectRefusal(res: request.Response, status: number, error: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ error, message: expect.stringMatching(/[A-Za-z]{3}/) });
}

describe('the questions mail is gated like every mail the artist sends a client', () => {
  let artist: Artist;
  let username: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    username = await openBooking(artist, db);
  });

  const ask = (id: string) =>
    artist.call('post', `/api/booking-requests/${id}/questions`, { questions: ['Which arm?'] });
  const rounds = async (id: string) =>
    ((await db.doc(`users/${artist.uid}/bookingRequests/${id}`).get()).get('questionRounds') ??
      []) as unknown[];

  it('spends the address budget: the fourth send in a row is 429 with Retry-After', async () => {
    const email = `q-${randomUUID()}@example.test`;
    const id = await sendRequest(app, username, requestFields({ email }));
    for (let press = 0; press < 3; press += 1) expect((await ask(id)).status).toBe(200);
    const refused = await ask(id);
    expectRefusal(refused, 429, 'CLIENT_MAIL_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before a round or a link is made: the request keeps its three.
    expect(await rounds(id)).toHaveLength(3);
    expect(await inboxOf(email)).toHaveLength(3);
  });

  it('after a bounce the address is refused in words, and no round is added', async () => {
    const email = `q-${randomUUID()}@example.test`;
    const id = await sendRequest(app, username, requestFields({ email }));
    expect((await ask(id)).status).toBe(200);
    await bounceEveryMailTo(app, email);
    expectRefusal(await ask(id), 409, 'QUESTIONS_EMAIL_SUPPRESSED');
    expect(await rounds(id)).toHaveLength(1);
    expect(await inboxOf(email)).toHaveLength(1);
  });
});
