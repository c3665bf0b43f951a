import { RATE_LIMITS } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields } from '../../test/support/booking';
import { lineArtPng } from '../../test/support/images';
import { inboxOf } from '../../test/support/mail-catcher';
import { createTestStudio, type TestStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';
import { uniqueEmail } from '../../test/support/test-users';
import { createPageApp } from '../public-page';
import { studioPages } from './wire';

const { app, db, deps } = buildTestApp();
const pages = createPageApp(deps, [studioPages(deps)]);

interface InboxRow {
  id: string;
  status: string;
  email: string;
  askedFor: { uid: string } | null;
  assignedTo: { uid: string; name: string } | null;
  bookingRequestId: string | null;
}

const send = (slug: string, body: Record<string, unknown>) =>
  request(app).post(`/api/public/studios/${slug}/requests`).send(body);

async function studioInbox(caller: Artist, studioId: string): Promise<InboxRow[]> {
  const res = await caller.call('get', `/api/studios/${studioId}/requests`);
  expect(res.status, res.text).toBe(200);
  return res.body.requests as InboxRow[];
}

async function artistInbox(artist: Artist): Promise<{ id: string; email: string }[]> {
  const res = await artist.call('get', '/api/booking-requests');
  expect(res.status, res.text).toBe(200);
  return res.body.requests as { id: string; email: string }[];
}

describe('requests from the studio page land in the right inboxes (issue 43)', () => {
  let studio: TestStudio;
  let ana: Artist;
  let ben: Artist;
  let anaName: string;

  beforeAll(async () => {
    studio = await createTestStudio(app, db, { artists: 2, name: 'Black Lotus' });
    [ana, ben] = studio.artists as [Artist, Artist];
    await openBooking(studio.owner, db);
    anaName = await openBooking(ana, db);
    await openBooking(ben, db);
    await db.doc(`users/${ana.uid}`).set({ displayName: 'Ana Fineline' }, { merge: true });
    await db.doc(`users/${ben.uid}`).set({ displayName: 'Ben Realism' }, { merge: true });
  });

  it("puts a request for a chosen artist in that artist's inbox and in the shared inbox", async () => {
    const email = uniqueEmail('chosen');
    const res = await send(studio.slug, requestFields({ email, artist: anaName }));
    expect(res.status, res.text).toBe(201);

    const own = (await artistInbox(ana)).filter((r) => r.email === email);
    expect(own).toHaveLength(1);
    const shared = (await studioInbox(studio.desk, studio.id)).find((r) => r.email === email);
    expect(shared).toMatchObject({
      id: res.body.requestId,
      status: 'assigned',
      askedFor: { uid: ana.uid },
      assignedTo: { uid: ana.uid, name: 'Ana Fineline' },
      bookingRequestId: own[0]!.id,
    });
    // Ana sees hers in the studio's inbox; Ben does not see it at all.
    expect((await studioInbox(ana, studio.id)).map((r) => r.email)).toContain(email);
    expect((await studioInbox(ben, studio.id)).map((r) => r.email)).not.toContain(email);
    expect((await artistInbox(ben)).map((r) => r.email)).not.toContain(email);
  });

  it('keeps a "first available" request in the shared inbox until the desk assigns it', async () => {
    const email = uniqueEmail('first');
    const res = await send(studio.slug, requestFields({ email, artist: 'first-available' }));
    expect(res.status, res.text).toBe(201);
    const id = res.body.requestId as string;

    const waiting = (await studioInbox(studio.desk, studio.id)).find((r) => r.id === id);
    expect(waiting).toMatchObject({ status: 'pending', askedFor: null, assignedTo: null });
    // The owner's and the desk's bells ring with it; an artist's does not.
    const bell = async (who: Artist) =>
      (await db.doc(`users/${who.uid}/notifications/studio-request-${id}`).get()).get('title');
    expect(await bell(studio.desk)).toBe('Black Lotus: new request from Robin Client');
    expect(await bell(studio.owner)).toBe('Black Lotus: new request from Robin Client');
    expect(await bell(ana)).toBeUndefined();
    expect((await studioInbox(studio.owner, studio.id)).map((r) => r.id)).toContain(id);
    for (const artist of [ana, ben]) {
      expect((await artistInbox(artist)).map((r) => r.email)).not.toContain(email);
      expect((await studioInbox(artist, studio.id)).map((r) => r.id)).not.toContain(id);
    }

    // An artist cannot hand requests out: the desk triages.
    const byArtist = await ana.call('post', `/api/studios/${studio.id}/requests/${id}/assign`, {
      artistUid: ana.uid,
    });
    expect(byArtist.status).toBe(403);
    expect(byArtist.body.error).toBe('STUDIO_FORBIDDEN');

    const assigned = await studio.desk.call(
      'post',
      `/api/studios/${studio.id}/requests/${id}/assign`,
      { artistUid: ben.uid },
    );
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body).toMatchObject({
      status: 'assigned',
      assignedTo: { uid: ben.uid, name: 'Ben Realism' },
    });
    const inBens = (await artistInbox(ben)).filter((r) => r.email === email);
    expect(inBens).toHaveLength(1);
    expect(inBens[0]!.id).toBe(assigned.body.bookingRequestId);
    expect((await studioInbox(ben, studio.id)).map((r) => r.id)).toContain(id);

    // Handled once: a second assignment (or a decline) finds it answered.
    const again = await studio.owner.call(
      'post',
      `/api/studios/${studio.id}/requests/${id}/assign`,
      { artistUid: ana.uid },
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('STUDIO_REQUEST_ANSWERED');
    expect((await artistInbox(ana)).map((r) => r.email)).not.toContain(email);
  });

  it("carries a first-available request's photos to the artist it is handed to", async () => {
    const email = uniqueEmail('photos');
    let sent = request(app).post(`/api/public/studios/${studio.slug}/requests`);
    for (const [name, value] of Object.entries(requestFields({ email }))) {
      if (!Array.isArray(value)) sent = sent.field(name, String(value));
    }
    const res = await sent.attach('images', await lineArtPng(), {
      filename: 'sketch.png',
      contentType: 'image/png',
    });
    expect(res.status, res.text).toBe(201);
    const id = res.body.requestId as string;
    const waiting = await studio.desk.call('get', `/api/studios/${studio.id}/requests`);
    const row = (waiting.body.requests as { id: string; images: string[] }[]).find(
      (r) => r.id === id,
    );
    expect(row?.images).toHaveLength(1);
    expect((await fetch(row!.images[0]!)).status).toBe(200);

    const assigned = await studio.desk.call(
      'post',
      `/api/studios/${studio.id}/requests/${id}/assign`,
      { artistUid: ana.uid },
    );
    expect(assigned.status, assigned.text).toBe(200);
    const inbox = await ana.call('get', '/api/booking-requests');
    const handed = (inbox.body.requests as { email: string; images: string[] }[]).find(
      (r) => r.email === email,
    );
    expect(handed?.images).toHaveLength(1);
    const photo = await fetch(handed!.images[0]!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toContain('image/png');
  });

  it('lets one of two desks answering the same request at once win', async () => {
    const email = uniqueEmail('raced');
    const id = (await send(studio.slug, requestFields({ email }))).body.requestId as string;
    const path = `/api/studios/${studio.id}/requests/${id}`;
    const [toAna, toBen, declined] = await Promise.all([
      studio.desk.call('post', `${path}/assign`, { artistUid: ana.uid }),
      studio.owner.call('post', `${path}/assign`, { artistUid: ben.uid }),
      studio.desk.call('post', `${path}/decline`, { message: 'Fully booked.' }),
    ]);
    const statuses = [toAna.status, toBen.status, declined.status].sort();
    expect(statuses).toEqual([200, 409, 409]);
    const inInboxes = [
      ...(await artistInbox(ana)).filter((r) => r.email === email),
      ...(await artistInbox(ben)).filter((r) => r.email === email),
    ];
    expect(inInboxes).toHaveLength(declined.status === 200 ? 0 : 1);
  });

  it('hands a request only to someone who tattoos here', async () => {
    const res = await send(studio.slug, requestFields({ artist: 'first-available' }));
    const id = res.body.requestId as string;
    const outsider = await createArtist(app, db, { plan: 'pro' });
    for (const artistUid of [studio.desk.uid, outsider.uid]) {
      const refused = await studio.desk.call(
        'post',
        `/api/studios/${studio.id}/requests/${id}/assign`,
        { artistUid },
      );
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        error: 'STUDIO_ASSIGNEE_INVALID',
        message: 'Assign the request to one of the studio’s artists.',
      });
    }
    expect((await studioInbox(studio.desk, studio.id)).find((r) => r.id === id)?.status).toBe(
      'pending',
    );
    // A stranger reaches no studio's inbox: 404, not 403.
    const stranger = await outsider.call('get', `/api/studios/${studio.id}/requests`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe('STUDIO_NOT_FOUND');
  });

  it('declines a request with a mail to the client that names the studio', async () => {
    const email = uniqueEmail('declined');
    const res = await send(studio.slug, requestFields({ email }));
    expect(res.status, res.text).toBe(201);
    const declined = await studio.desk.call(
      'post',
      `/api/studios/${studio.id}/requests/${res.body.requestId as string}/decline`,
      { message: 'We are fully booked until spring.' },
    );
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined' });
    const mails = await inboxOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your tattoo request to Black Lotus');
    expect(mails[0]!.text).toContain('We are fully booked until spring.');
  });

  it('refuses bad input in words, as JSON', async () => {
    const long = await send('x'.repeat(1600), requestFields());
    expect(long.status).toBe(404);
    expect(long.type).toBe('application/json');
    expect(long.body).toMatchObject({ error: 'NOT_FOUND', message: 'Not found.' });

    const broken = await request(app)
      .post(`/api/public/studios/${studio.slug}/requests`)
      .set('Content-Type', 'application/json')
      .send('{"idea": "a rose",');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('INVALID_JSON');

    const empty = await send(studio.slug, requestFields({ idea: '' }));
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('BOOKING_IDEA_REQUIRED');
    expect(typeof empty.body.message).toBe('string');

    const nobody = await send(studio.slug, requestFields({ artist: 'nobody-here' }));
    expect(nobody.status).toBe(422);
    expect(nobody.body).toMatchObject({
      error: 'STUDIO_ARTIST_UNKNOWN',
      message: 'Choose one of the studio’s artists, or “first available”.',
    });

    const noArtist = await studio.desk.call(
      'post',
      `/api/studios/${studio.id}/requests/whatever/assign`,
      {},
    );
    expect(noArtist.status).toBe(400);
    expect(noArtist.body.message).toBe('Choose the artist who takes this request.');
    const unknown = await studio.desk.call(
      'post',
      `/api/studios/${studio.id}/requests/${'y'.repeat(1600)}/assign`,
      { artistUid: ana.uid },
    );
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.type).toBe('application/json');
  });
});

describe("the studio page's form without script", () => {
  let studio: TestStudio;
  let anaName: string;

  beforeAll(async () => {
    studio = await createTestStudio(app, db, { artists: 1, name: 'Black Lotus' });
    anaName = await openBooking(studio.artists[0]!, db);
    await db
      .doc(`users/${studio.artists[0]!.uid}`)
      .set({ displayName: 'Ana Fineline' }, { merge: true });
  });

  const form = (fields: Record<string, string>) => {
    let req = request(pages).post(`/studio/${studio.slug}`);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return req;
  };
  const filled = (email: string): Record<string, string> => ({
    artist: anaName,
    idea: 'A small swallow over a wave',
    placement: 'Left ankle',
    sizeCm: '6.5',
    colour: 'colour',
    'days.sat': 'on',
    name: 'Sam Client',
    email,
    phone: '+49 170 1234567',
    website: '',
    adult: 'true',
    consent: 'true',
  });

  it('shows the form again with the problem in words and what was typed', async () => {
    const res = await form({ ...filled(uniqueEmail('nojs')), placement: '' });
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('Please check the request');
    expect(res.text).toContain('>A small swallow over a wave</textarea>');
    expect(res.text).toContain(`<option value="${anaName}" selected>Ana Fineline</option>`);
  });

  it('takes the request, then confirms naming the studio and the artist', async () => {
    const email = uniqueEmail('nojs');
    const res = await form(filled(email));
    expect(res.status, res.text.slice(0, 300)).toBe(303);
    expect(res.headers.location).toBe(`/studio/${studio.slug}/sent?artist=${anaName}`);
    const sent = await request(pages).get(res.headers.location as string);
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Black Lotus has your request for Ana Fineline');
    expect((await artistInbox(studio.artists[0]!)).map((r) => r.email)).toContain(email);
  });
});

describe('the studio page limits requests per address', () => {
  // Its own budget (the rule is part of a bucket's key): other runs on this address keep theirs.
  const limited = buildTestApp({
    rateLimits: { ...RATE_LIMITS, bookingRequest: { capacity: 2, perMinute: 1 } },
  }).app;

  it('answers 429 RATE_LIMITED in JSON, with Retry-After, past the budget', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(limited).post('/api/public/studios/no-such-studio-here/requests').send({}),
      ),
    );
    const refused = answers.filter((res) => res.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const res of refused) {
      expect(res.body.error).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(answers.every((res) => res.status === 404 || res.status === 429)).toBe(true);
  });
});
