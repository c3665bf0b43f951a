import { RATE_LIMITS } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import {
  multipartRequest,
  OPEN_SETTINGS,
  openBooking,
  requestFields,
  sendRequest,
} from '../../test/support/booking';
import { jpeg, lineArtPng, pngDeclaring, storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

function expectRefusal(res: request.Response, status: number, error: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.type).toBe('application/json');
  expect(res.body).toMatchObject({ error, message: expect.stringMatching(/[A-Za-z]{3}/) });
}

const pageOf = (username: string) => request(app).get(`/api/public/booking/${username}`);
const post = (username: string) => request(app).post(`/api/public/booking/${username}/requests`);

async function storedRequests(artist: Artist): Promise<number> {
  return (await db.collection(`users/${artist.uid}/bookingRequests`).get()).size;
}

describe('the booking page', () => {
  let artist: Artist;
  let username: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    username = await openBooking(artist, db);
  });

  it('shows the artist and what they take, for the username in any case', async () => {
    const res = await pageOf(username.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username,
      artistName: expect.any(String),
      styles: ['Fine line', 'Blackwork'],
      minimumSizeCm: 5,
      minimumPrice: { cents: 15_000, currency: 'EUR' },
      depositText: 'Deposit: €100.00',
      // The artist's money format, for the amounts the page writes itself.
      currency: 'EUR',
      locale: 'en-GB',
      policy: 'Deposits are non-refundable and count toward the last session.',
      policyVersion: 1,
      questions: [],
      maxImages: 5,
      payOnline: false,
    });
  });

  it("writes its amounts in the artist's currency and locale", async () => {
    const pounds = await createArtist(app, db, { plan: 'pro' });
    const name = await openBooking(pounds, db);
    const formats = await request(app)
      .put('/api/profile/formats')
      .set('Authorization', `Bearer ${pounds.idToken}`)
      .send({ currency: 'GBP', locale: 'en-US' });
    expect(formats.status, formats.text).toBe(200);
    const res = await pageOf(name);
    expect(res.body).toMatchObject({
      minimumPrice: { cents: 15_000, currency: 'GBP' },
      depositText: 'Deposit: £100.00',
      currency: 'GBP',
      locale: 'en-US',
    });
    // The settings answer their money in the same shape; the form sends decimals back.
    const settings = await pounds.call('get', '/api/profile/booking');
    expect(settings.body).toMatchObject({
      minimumPrice: { cents: 15_000, currency: 'GBP' },
      depositKind: 'fixed',
      depositAmount: { cents: 10_000, currency: 'GBP' },
    });
  });

  it('is one 404 for an unknown artist and for one whose requests are closed', async () => {
    expectRefusal(await pageOf('nobody-here-0000'), 404, 'BOOKING_NOT_FOUND');
    const closed = await createArtist(app, db);
    const closedName = (await db.doc(`users/${closed.uid}`).get()).get('username') as string;
    expectRefusal(await pageOf(closedName), 404, 'BOOKING_NOT_FOUND');
    const sent = await post(closedName).send(requestFields());
    expectRefusal(sent, 404, 'BOOKING_NOT_FOUND');
    expect(await storedRequests(closed)).toBe(0);

    await openBooking(closed, db, { open: false });
    expectRefusal(await pageOf(closedName), 404, 'BOOKING_NOT_FOUND');
    expectRefusal(await post('nobody-here-0000').send(requestFields()), 404, 'BOOKING_NOT_FOUND');
  });

  it('takes a request as JSON and keeps it under the artist', async () => {
    const fields = requestFields();
    const id = await sendRequest(app, username, fields);
    const stored = (await db.doc(`users/${artist.uid}/bookingRequests/${id}`).get()).data();
    expect(stored).toMatchObject({
      status: 'pending',
      idea: fields.idea,
      placement: 'Forearm',
      sizeCm: 12,
      colour: 'black_and_grey',
      preferredDays: ['mon', 'sat'],
      email: fields.email,
      imagePaths: [],
    });
    expect(stored).not.toHaveProperty('website');
    expect(stored?.consentedAt).toBeDefined();
  });

  it('announces a new request in the artist bell, linking to that request', async () => {
    const id = await sendRequest(app, username, requestFields({ name: 'Bell Client' }));
    const bell = await artist.call('get', '/api/notifications');
    expect(bell.body.notifications).toContainEqual(
      expect.objectContaining({
        id: `booking-request-${id}`,
        kind: 'booking_request',
        title: 'New booking request from Bell Client',
        link: `/booking-requests?request=${id}`,
        read: false,
      }),
    );
  });

  it('takes the page form with reference images, checked and stored under the artist', async () => {
    const res = await multipartRequest(app, username, requestFields(), [
      { data: await lineArtPng(64), name: 'sketch.png' },
      { data: await jpeg(64), name: 'photo.jpg' },
    ]);
    expect(res.status, res.text).toBe(201);
    const prefix = `users/${artist.uid}/bookingRequests/${res.body.requestId as string}/`;
    expect((await storedObjects(prefix)).sort()).toEqual([
      `${prefix}reference-1.png`,
      `${prefix}reference-2.jpg`,
    ]);
    const inbox = await artist.call('get', '/api/booking-requests');
    const sent = inbox.body.requests.find((r: { id: string }) => r.id === res.body.requestId);
    expect(sent.images).toHaveLength(2);
    expect(sent.images[0]).toMatch(/^https?:\/\//);
  });

  it('refuses more than five images, files that are not images and oversized uploads', async () => {
    const before = await storedRequests(artist);
    const png = await lineArtPng(32);
    const six = Array.from({ length: 6 }, (_, i) => ({ data: png, name: `${i}.png` }));
    expectRefusal(
      await multipartRequest(app, username, requestFields(), six),
      400,
      'BOOKING_TOO_MANY_IMAGES',
    );
    const fake = { data: Buffer.from('%PDF-1.4 not an image'), name: 'x.png' };
    expectRefusal(
      await multipartRequest(app, username, requestFields(), [fake]),
      400,
      'INVALID_FILE',
    );
    const svg = { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'a.svg' };
    expectRefusal(
      await multipartRequest(app, username, requestFields(), [svg]),
      400,
      'INVALID_FILE',
    );
    const bomb = { data: pngDeclaring(60_000, 60_000), name: 'bomb.png' };
    expectRefusal(
      await multipartRequest(app, username, requestFields(), [bomb]),
      400,
      'INVALID_FILE',
    );
    const huge = { data: Buffer.alloc(11 * 1024 * 1024, 1), name: 'huge.jpg' };
    expectRefusal(
      await multipartRequest(app, username, requestFields(), [huge]),
      413,
      'FILE_TOO_LARGE',
    );
    expect(await storedRequests(artist)).toBe(before);
  });

  it('refuses malformed and incomplete bodies with a code and words', async () => {
    const before = await storedRequests(artist);
    const raw = (text: string) => post(username).set('Content-Type', 'application/json').send(text);
    expectRefusal(await raw('{"idea": "a rose",'), 400, 'INVALID_JSON');
    expectRefusal(await raw('[1, 2]'), 400, 'VALIDATION_FAILED');
    expectRefusal(await raw('"a string"'), 400, 'INVALID_JSON');
    const cases: [Record<string, unknown>, string][] = [
      [{ adult: false }, 'BOOKING_ADULT_REQUIRED'],
      [{ consent: undefined }, 'BOOKING_CONSENT_REQUIRED'],
      [{ idea: '  ' }, 'BOOKING_IDEA_REQUIRED'],
      [{ placement: '' }, 'BOOKING_PLACEMENT_REQUIRED'],
      [{ sizeCm: 0 }, 'BOOKING_SIZE_INVALID'],
      [{ sizeCm: 'big' }, 'BOOKING_SIZE_INVALID'],
      [{ email: 'not-an-email' }, 'EMAIL_INVALID'],
      [{ phone: 'call me' }, 'BOOKING_PHONE_INVALID'],
      [{ name: { $gt: '' } }, 'BOOKING_NAME_REQUIRED'],
      [{ colour: 'neon' }, 'VALIDATION_FAILED'],
      [{ preferredDays: ['someday'] }, 'VALIDATION_FAILED'],
      [{ idea: 'x'.repeat(2001) }, 'VALIDATION_FAILED'],
    ];
    for (const [overrides, code] of cases) {
      expectRefusal(await post(username).send(requestFields(overrides)), 400, code);
    }
    expect(await storedRequests(artist)).toBe(before);
  });

  it('refuses a filled-in honeypot and stores nothing', async () => {
    const before = await storedRequests(artist);
    const res = await post(username).send(requestFields({ website: 'http://spam.example' }));
    expectRefusal(res, 400, 'BOOKING_REQUEST_REFUSED');
    const form = await multipartRequest(app, username, requestFields({ website: 'x' }), []);
    expectRefusal(form, 400, 'BOOKING_REQUEST_REFUSED');
    expect(await storedRequests(artist)).toBe(before);
  });
});

describe('the booking settings', () => {
  it('start closed and refuse a deposit rule that is not one', async () => {
    const artist = await createArtist(app, db);
    const res = await artist.call('get', '/api/profile/booking');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ open: false, depositKind: 'none', styles: [], policy: '' });
    const bad = [
      { depositKind: 'percent', depositPercent: 150 },
      { depositKind: 'percent', depositPercent: 12.5 },
      { depositKind: 'fixed', depositAmount: 0 },
      { depositKind: 'fixed' },
    ];
    for (const rule of bad) {
      const saved = await artist.call('put', '/api/profile/booking', { open: true, ...rule });
      expectRefusal(saved, 400, 'BOOKING_DEPOSIT_RULE_INVALID');
    }
    const money = await artist.call('put', '/api/profile/booking', {
      open: true,
      depositKind: 'fixed',
      depositAmount: '10.005',
    });
    expectRefusal(money, 400, 'AMOUNT_INVALID');
    const saved = await artist.call('put', '/api/profile/booking', {
      open: true,
      depositKind: 'percent',
      depositPercent: 30,
      styles: ['Dotwork', 'Dotwork'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      open: true,
      depositKind: 'percent',
      depositPercent: 30,
      depositAmount: null,
      styles: ['Dotwork'],
    });
  });
});

describe("the artist's own questions", () => {
  interface Question {
    id: string;
    text: string;
  }
  const FIRST = 'Is this your first tattoo?';
  const SECOND = 'Any allergies or skin conditions?';

  it('are asked on the page, answered, shown in the inbox and kept as the client saw them', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
    const username = await openBooking(artist, db, { questions: [` ${FIRST} `, SECOND] });
    const page = await pageOf(username);
    expect(page.status).toBe(200);
    const questions = page.body.questions as Question[];
    expect(questions.map((q) => q.text)).toEqual([FIRST, SECOND]);
    const [first, second] = questions as [Question, Question];

    // The page's form: multipart, the answers as one JSON field.
    const answers = JSON.stringify({ [second.id]: 'Latex', [first.id]: 'Yes, my first' });
    const sent = await multipartRequest(app, username, requestFields({ answers }), []);
    expect(sent.status, sent.text).toBe(201);
    const inbox = async () => {
      const res = await artist.call('get', '/api/booking-requests');
      expect(res.status).toBe(200);
      return res.body.requests.find((r: { id: string }) => r.id === sent.body.requestId);
    };
    expect((await inbox()).answers).toEqual([
      { question: FIRST, answer: 'Yes, my first' },
      { question: SECOND, answer: 'Latex' },
    ]);

    // Reworded later: the page asks the new words, the request keeps the ones answered.
    const reworded = await artist.call('put', '/api/profile/booking', {
      ...OPEN_SETTINGS,
      questions: [{ id: first.id, text: 'First tattoo with us?' }, second],
    });
    expect(reworded.status, reworded.text).toBe(200);
    expect(reworded.body.questions).toEqual([
      { id: first.id, text: 'First tattoo with us?' },
      second,
    ]);
    expect((await pageOf(username)).body.questions[0].text).toBe('First tattoo with us?');
    expect((await inbox()).answers[0]).toEqual({ question: FIRST, answer: 'Yes, my first' });

    // Accepting puts each question and its answer into the project's description.
    const accepted = await artist.call(
      'post',
      `/api/booking-requests/${sent.body.requestId as string}/accept`,
      {
        appointmentDate: `${new Date().getUTCFullYear() + 1}-04-07T11:00`,
        timezone: 'Europe/Berlin',
      },
    );
    expect(accepted.status, accepted.text).toBe(200);
    const project = (
      await db.doc(`users/${artist.uid}/projects/${accepted.body.projectId as string}`).get()
    ).data();
    expect(project?.description).toContain(`${FIRST}\nYes, my first`);
    expect(project?.description).toContain(`${SECOND}\nLatex`);
  });

  it('refuse an answer too long, or to a question the page does not ask, storing nothing', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const username = await openBooking(artist, db, { questions: [FIRST] });
    const [question] = (await pageOf(username)).body.questions as Question[];
    const long = await post(username).send(
      requestFields({ answers: { [question!.id]: 'x'.repeat(1001) } }),
    );
    expectRefusal(long, 400, 'BOOKING_ANSWER_TOO_LONG');
    expect(long.body.message).toBe('An answer is at most 1000 characters.');
    const unknown = await multipartRequest(
      app,
      username,
      requestFields({ answers: JSON.stringify({ 'not-a-question': 'Yes' }) }),
      [],
    );
    expectRefusal(unknown, 400, 'BOOKING_QUESTION_UNKNOWN');
    const malformed = await post(username).send(requestFields({ answers: ['Yes'] }));
    expectRefusal(malformed, 400, 'BOOKING_REQUEST_REFUSED');
    expect(await storedRequests(artist)).toBe(0);
  });

  it('are at most five, each 1 to 200 characters, none twice', async () => {
    const artist = await createArtist(app, db);
    const save = (questions: unknown) =>
      artist.call('put', '/api/profile/booking', { ...OPEN_SETTINGS, questions });
    for (const [questions, message] of [
      [['a', 'b', 'c', 'd', 'e', 'f'], 'Ask at most 5 questions.'],
      [['x'.repeat(201)], 'A question is 1 to 200 characters.'],
      [[FIRST, FIRST.toUpperCase()], 'Each question is asked once.'],
    ] as const) {
      const res = await save(questions);
      expectRefusal(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe(message);
    }
    expect((await artist.call('get', '/api/profile/booking')).body.questions).toEqual([]);
  });
});

describe('the booking page limits per address', () => {
  // Its own budget (the rule is part of a bucket's key): other runs on this address keep theirs.
  const limited = buildTestApp({
    rateLimits: { ...RATE_LIMITS, bookingRequest: { capacity: 3, perMinute: 1 } },
  }).app;

  it('answers 429 RATE_LIMITED in JSON past the budget', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(limited).post('/api/public/booking/nobody-here-0000/requests').send({}),
      ),
    );
    const refused = answers.filter((res) => res.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const res of refused) {
      expectRefusal(res, 429, 'RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(answers.every((res) => res.status === 404 || res.status === 429)).toBe(true);
  });
});
