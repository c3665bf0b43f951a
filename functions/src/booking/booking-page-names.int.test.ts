import { RATE_LIMITS } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { multipartRequest, openBooking, requestFields } from '../../test/support/booking';
import { lineArtPng, storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

function expectRefusal(res: request.Response, status: number, error: string | string[]) {
  expect(res.status, res.text).toBe(status);
  expect(res.type).toBe('application/json');
  expect(res.body).toEqual({
    error: Array.isArray(error) ? expect.toBeOneOf(error) : error,
    message: expect.stringMatching(/[A-Za-z]{3}/),
  });
}

const pagePath = (name: string) => `/api/public/booking/${encodeURIComponent(name)}`;

async function storedRequests(artist: Artist): Promise<number> {
  return (await db.collection(`users/${artist.uid}/bookingRequests`).get()).size;
}

describe('a booking page name that cannot be a page', () => {
  // Firestore reserves ids matching __.*__, '.' and '..' and cuts ids at '/'; the others are the
  // members every JavaScript object has. The ids no document can have are refused by the path
  // guard in front of every route (NOT_FOUND), the rest by the page itself.
  const names = [
    'constructor',
    ' __proto__ ',
    '__proto__',
    'prototype',
    'Constructor',
    'toString',
    'hasOwnProperty',
    '__inkforge__',
    '.',
    '..',
    'ink/requests',
    'ink\uFF0Frequests',
    'x'.repeat(2000),
  ];

  it('is a 404 in JSON, for the page and for a request', async () => {
    const notFound = ['BOOKING_NOT_FOUND', 'NOT_FOUND'];
    for (const name of names) {
      expectRefusal(await request(app).get(pagePath(name)), 404, notFound);
      const sent = await request(app)
        .post(`${pagePath(name)}/requests`)
        .send(requestFields());
      expectRefusal(sent, 404, notFound);
    }
  });
});

describe('reference images on the booking page', () => {
  let artist: Artist;
  let username: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    username = await openBooking(artist, db);
  });

  it('refuses a zero-byte image in words and stores nothing, alone or beside a good one', async () => {
    const before = await storedRequests(artist);
    const empty = { data: Buffer.alloc(0), name: 'sketch.png' };
    const good = { data: await lineArtPng(32), name: 'good.png' };
    for (const images of [[empty], [good, empty], [empty, good]]) {
      const res = await multipartRequest(app, username, requestFields(), images);
      expectRefusal(res, 400, 'BOOKING_IMAGE_EMPTY');
    }
    expect(await storedRequests(artist)).toBe(before);
    expect(await storedObjects(`users/${artist.uid}/bookingRequests/`)).toEqual([]);
  });
});

describe('the per-page flood limit', () => {
  // Its own budget (the rule is part of a bucket's key): other runs on this address keep theirs.
  const limited = buildTestApp({
    rateLimits: { ...RATE_LIMITS, bookingRequest: { capacity: 3, perMinute: 1 } },
  }).app;

  it('counts every spelling of the page’s name as the page', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const username = await openBooking(artist, db);
    const send = (name: string) =>
      request(limited)
        .post(`${pagePath(name)}/requests`)
        .send(requestFields());

    for (let i = 0; i < 3; i += 1) expect((await send(username)).status).toBe(201);
    expectRefusal(await send(username), 429, 'RATE_LIMITED');

    const fullWidth = [...username]
      .map((c) => (/[a-z0-9]/i.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c))
      .join('');
    const spellings = [
      ` ${username}`,
      `${username} `,
      `\u00A0${username}\u00A0`,
      username.toUpperCase(),
      fullWidth,
    ];
    for (const name of spellings) expectRefusal(await send(name), 429, 'RATE_LIMITED');
    expect(await storedRequests(artist)).toBe(3);
  });
});
