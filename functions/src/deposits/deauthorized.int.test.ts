import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { lineArtPng } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 48, finding 9: an artist who disconnects InkForge from their Stripe account
// (account.application.deauthorized) must stop being offered Pay at once, be told, and get
// online payment back by connecting again.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { twin } = payments;
const { app } = buildTestApp({ payments: twin });
const flow = depositFlow(app, db, payments);

let artist: Artist;
let username: string;

async function publishFlash(): Promise<string> {
  const upload = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', await lineArtPng(64), { filename: 'rose.png', contentType: 'image/png' });
  expect(upload.status, upload.text).toBe(200);
  const item = await artist.call('post', '/api/gallery', {
    imageUrl: upload.body.imageUrl,
    type: 'tattoo',
    title: 'Rose design',
  });
  expect(item.status, item.text).toBe(201);
  const flash = await artist.call('post', '/api/flash', {
    galleryItemId: item.body.id,
    title: 'Rose',
    variants: [{ sizeCm: 10, price: 200, duration: 60 }],
    availability: 'repeatable',
  });
  expect(flash.status, flash.text).toBe(201);
  return String(flash.body.id);
}

const holdFlash = async (flashId: string) => {
  const open = await request(app).get(
    `/api/public/booking/${username}/times?flashId=${flashId}&variant=0`,
  );
  expect(open.status, open.text).toBe(200);
  return request(app)
    .post(`/api/public/booking/${username}/holds`)
    .send({
      flashId,
      variant: 0,
      start: open.body.times[0],
      name: 'Robin Client',
      email: `c-${Math.random()}@example.test`,
      adult: true,
      acceptPolicy: true,
      policyVersion: 1,
    });
};

const checkout = async (token: string) => {
  const page = await request(app).get(`/api/public/deposits/${token}`);
  const res = await request(app)
    .post(`/api/public/deposits/${token}/checkout`)
    .send({ acceptPolicy: true, policyVersion: page.body.policy.version });
  return { page, res };
};

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
  username = await openBooking(artist, db);
  const hours = await artist.call('put', '/api/profile/working-hours', {
    start: '10:00',
    end: '18:00',
    days: [0, 1, 2, 3, 4, 5, 6],
  });
  expect(hours.status, hours.text).toBe(200);
});

describe('a Stripe account that disconnected InkForge (issue 48, finding 9)', () => {
  it('turns online payment off at once, tells the artist, and back on when they connect again', async () => {
    const accountId = await flow.connect(artist);
    const p = await flow.project(artist, 450);
    const token = await flow.ask(artist, p.first, 100);
    const flashId = await publishFlash();

    // The artist disconnects InkForge on Stripe: Stripe sends the signed event (200 or the
    // twin throws).
    await twin.deauthorize(accountId);

    const status = await artist.call('get', '/api/profile/payments-connect');
    expect(status.body).toMatchObject({
      connected: false,
      chargesEnabled: false,
      disconnected: true,
    });
    const off = await checkout(token);
    expect(off.page.body).toMatchObject({ payable: false, payAtStudio: true });
    expect(off.res.status, off.res.text).toBe(409);
    expect(off.res.body).toEqual({
      error: 'DEPOSIT_PAYMENTS_OFF',
      message: 'This artist is not taking payments online at the moment. Please pay at the studio.',
    });
    const booking = await request(app).get(`/api/public/booking/${username}`);
    expect(booking.body.payOnline).toBe(false);
    const held = await holdFlash(flashId);
    expect(held.status, held.text).toBe(409);
    expect(held.body.error).toBe('DEPOSIT_PAYMENTS_OFF');
    const bell = JSON.stringify((await artist.call('get', '/api/notifications')).body);
    expect(bell).toContain('Stripe disconnected');

    // Connecting again goes through onboarding on a new account; payment is back on.
    const again = await flow.connect(artist);
    expect(again).not.toBe(accountId);
    const on = await artist.call('get', '/api/profile/payments-connect');
    expect(on.body).toMatchObject({ connected: true, chargesEnabled: true, disconnected: false });
    const paying = await checkout(token);
    expect(paying.page.body).toMatchObject({ payable: true, payAtStudio: false });
    expect(paying.res.status, paying.res.text).toBe(200);
    expect((await request(app).get(`/api/public/booking/${username}`)).body.payOnline).toBe(true);
  });

  it('a second delivery of the event changes nothing and rings the bell once', async () => {
    const accountId = await flow.connect(artist);
    await twin.deauthorize(accountId);
    const event = {
      id: `evt_repeat_${Date.now()}`,
      object: 'event',
      type: 'account.application.deauthorized',
      account: accountId,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'ca_demoinkforge', object: 'application' } },
    };
    expect((await flow.deliver(event)).status).toBe(200);
    expect((await flow.deliver(event)).status).toBe(200);
    const bell = (await artist.call('get', '/api/notifications')).body as unknown[];
    const told = JSON.stringify(bell).split('Stripe disconnected').length - 1;
    // One from the twin's event and the first test's; the repeated event adds none.
    expect(told).toBe(2);
  });
});
