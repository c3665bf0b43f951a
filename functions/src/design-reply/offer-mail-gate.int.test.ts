import { randomUUID } from 'node:crypto';
import { RATE_LIMITS } from '@inkforge/domain';
import type request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { bounceEveryMailTo, inboxOf } from '../../test/support/mail-catcher';
import { uploadedDesign } from '../../test/support/gallery';
import { buildTestApp } from '../../test/support/test-app';

// The offer's mail is an "E-mail to client" like the questions': it spends the client address's
// mail budget, and an address that bounced is refused in words. Both are refused before the
// request is accepted, so a refused offer leaves no client, project, appointment or approval.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const { app } = buildTestApp({ rateLimits: RATE_LIMITS });
const nextYear = new Date().getUTCFullYear() + 1;

function expectRefusal(res: request.Response, status: number, error: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ error, message: expect.stringMatching(/[A-Za-z]{3}/) });
}

describe('the offer mail is gated like every mail the artist sends a client', () => {
  let artist: Artist;
  let username: string;
  let design: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
    username = await openBooking(artist, db);
    design = await uploadedDesign(app, artist, 'Swallow drawing');
  });

  const ask = (id: string) =>
    artist.call('post', `/api/booking-requests/${id}/questions`, { questions: ['Which arm?'] });
  const offer = (id: string, day: number, allowOverlap?: boolean) =>
    artist.call('post', `/api/booking-requests/${id}/offer`, {
      galleryItemId: design,
      startsAt: `${nextYear}-08-${String(day).padStart(2, '0')}T09:00:00Z`,
      durationMinutes: 180,
      timezone: 'Europe/Berlin',
      ...(allowOverlap ? { allowOverlap } : {}),
    });

  /** Nothing of a booking was made: the request still waits, and the artist has no records. */
  async function expectNothingMade(id: string) {
    const stored = await db.doc(`users/${artist.uid}/bookingRequests/${id}`).get();
    expect(stored.get('status')).toBe('pending');
    expect(stored.get('appointmentId') ?? null).toBeNull();
    for (const name of ['clients', 'projects', 'appointments', 'approvals']) {
      const docs = await db.collection(`users/${artist.uid}/${name}`).get();
      expect(docs.size, name).toBe(0);
    }
  }

  it('spends the address budget: an offer after three mails is 429 with Retry-After', async () => {
    const email = `o-${randomUUID()}@example.test`;
    const id = await sendRequest(app, username, requestFields({ email }));
    for (let press = 0; press < 3; press += 1) expect((await ask(id)).status).toBe(200);
    const refused = await offer(id, 3);
    expectRefusal(refused, 429, 'CLIENT_MAIL_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expectNothingMade(id);
    expect(await inboxOf(email)).toHaveLength(3);
  });

  it('after a bounce the address is refused in words, and nothing is booked', async () => {
    const email = `o-${randomUUID()}@example.test`;
    const id = await sendRequest(app, username, requestFields({ email }));
    expect((await ask(id)).status).toBe(200);
    await bounceEveryMailTo(app, email);
    expectRefusal(await offer(id, 4), 409, 'OFFER_EMAIL_SUPPRESSED');
    await expectNothingMade(id);
    expect(await inboxOf(email)).toHaveLength(1);
  });

  // Last: it books, and the tests above expect an artist with no records.
  it('an overlap warning spends no mail: the confirmed offer still goes', async () => {
    const first = await sendRequest(
      app,
      username,
      requestFields({ email: `o-${randomUUID()}@example.test` }),
    );
    expect((await offer(first, 10)).status).toBe(200);
    const email = `o-${randomUUID()}@example.test`;
    const id = await sendRequest(app, username, requestFields({ email }));
    for (let press = 0; press < 2; press += 1) expect((await ask(id)).status).toBe(200);
    expectRefusal(await offer(id, 10), 409, 'APPOINTMENT_OVERLAP');
    const sent = await offer(id, 10, true);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.emailed).toBe('sent');
    expect(await inboxOf(email)).toHaveLength(3);
    // The offer spent the last of the budget: the next mail to the address waits.
    expectRefusal(await ask(id), 429, 'CLIENT_MAIL_RATE_LIMITED');
  });
});
