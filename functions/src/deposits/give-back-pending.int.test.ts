import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiFlash } from '@inkforge/domain';
import { initFirebase } from '../adapters/firebase/firebase';
import { connectSessionObject } from '../adapters/stripe/stripe-offline-connect';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { lineArtPng } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 48, finding 4, the other refunds: what a paid checkout cannot keep (the excess over the
// project's price, a flash payment that could not be booked) is recorded as given back only once
// Stripe made the refund; on a short connected balance it waits for the refund's events.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { twin } = payments;
const { app } = buildTestApp({ payments: twin });
const flow = depositFlow(app, db, payments);

const settle = () => new Promise((r) => setTimeout(r, 800));
const ledgerEntry = (artist: Artist, key: string) =>
  db.doc(`users/${artist.uid}/depositLedger/${key}`).get();
const refundOf = async (accountId: string, paymentIntentId: string) =>
  (await twin.refundsOf(accountId)).find((r) => r.paymentIntentId === paymentIntentId)!;
const bell = async (artist: Artist) =>
  JSON.stringify((await artist.call('get', '/api/notifications')).body);

describe('refunds of what a paid checkout cannot keep, on a short balance (issue 48, finding 4)', () => {
  let artist: Artist;
  let accountId: string;
  let username: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
    username = await openBooking(artist, db);
    accountId = await flow.connect(artist);
    const hours = await artist.call('put', '/api/profile/working-hours', {
      start: '10:00',
      end: '18:00',
      days: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(hours.status, hours.text).toBe(200);
  });

  /** A €300 deposit paid on a €450 project that €400 paid by hand: €250 over the price. */
  async function paidOverPrice() {
    await twin.setAvailableBalance(accountId, null);
    const p = await flow.project(artist, 450);
    const session = await flow.openCheckout(await flow.ask(artist, p.first, 300));
    const byHand = await artist.call('post', '/api/project-payments', {
      projectId: p.projectId,
      amount: 400,
      paymentMethod: 'cash',
      confirmOverpayment: true,
    });
    expect(byHand.status, byHand.text).toBe(201);
    await twin.setAvailableBalance(accountId, 0);
    await flow.pay(session);
    await settle();
    const paymentIntentId = (await twin.connectSession(session))!.paymentIntentId!;
    return { ...p, session, paymentIntentId };
  }

  it('the excess over the price is recorded as given back only when Stripe made it', async () => {
    const s = await paidOverPrice();
    const refund = await refundOf(accountId, s.paymentIntentId);
    expect(refund).toMatchObject({ status: 'pending', amountMinor: 25_000 });
    expect((await ledgerEntry(artist, `excess-${s.session}`)).exists).toBe(false);
    expect(await bell(artist)).toContain('Refund waiting for your Stripe balance');

    await twin.settleRefund(refund.id, { status: 'succeeded' });
    await settle();
    expect((await ledgerEntry(artist, `excess-${s.session}`)).data()).toMatchObject({
      action: 'excess_refunded',
      amountCents: 25_000,
    });
    const payment = await db.doc(`users/${artist.uid}/payments/deposit-${s.session}`).get();
    expect(payment.get('excessRefunded')).toBe(true);
    expect(payment.get('refunded')).not.toBe(true);
  });

  it('a failed excess refund is recorded with its reason and rings the bell; nothing given back', async () => {
    const s = await paidOverPrice();
    const refund = await refundOf(accountId, s.paymentIntentId);
    await twin.settleRefund(refund.id, { status: 'failed', failureReason: 'insufficient_funds' });
    await settle();
    expect((await ledgerEntry(artist, `excess-${s.session}`)).exists).toBe(false);
    expect(await bell(artist)).toMatch(/Refund failed[^"]*"[^}]*Stripe balance did not cover it/);
    const payment = await db.doc(`users/${artist.uid}/payments/deposit-${s.session}`).get();
    expect(payment.get('excessRefunded')).not.toBe(true);

    // The checkout's event was left unhandled: Stripe's next delivery of it asks again, under a
    // new key, and this time the balance covers it.
    const stored = await db.doc(`users/${artist.uid}/giveBacks/excess-${s.session}`).get();
    const checkoutEvent = stored.get('checkoutEvent') as { id: string };
    await twin.setAvailableBalance(accountId, null);
    const again = await flow.deliver({
      id: checkoutEvent.id,
      object: 'event',
      type: 'checkout.session.completed',
      account: accountId,
      created: Math.floor(Date.now() / 1000),
      data: { object: connectSessionObject((await twin.connectSession(s.session))!) },
    });
    expect(again.status, again.text).toBe(200);
    await settle();
    const refunds = (await twin.refundsOf(accountId)).filter(
      (r) => r.paymentIntentId === s.paymentIntentId,
    );
    expect(refunds.map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
    expect((await ledgerEntry(artist, `excess-${s.session}`)).get('amountCents')).toBe(25_000);
  });

  it('a payment its deposit could no longer take is recorded as given back only when Stripe made it', async () => {
    await twin.setAvailableBalance(accountId, null);
    const p = await flow.project(artist, 450);
    const session = await flow.openCheckout(await flow.ask(artist, p.first, 100));
    const deleted = await artist.call('delete', `/api/appointments/${p.first}`);
    expect(deleted.status, deleted.text).toBe(200);
    // The client had pressed Pay before the deletion expired the checkout.
    await flow.reopen(session);
    await twin.setAvailableBalance(accountId, 0);
    await flow.pay(session);
    await settle();
    const paymentIntentId = (await twin.connectSession(session))!.paymentIntentId!;
    const refund = await refundOf(accountId, paymentIntentId);
    expect(refund).toMatchObject({ status: 'pending', amountMinor: 10_000 });
    expect((await ledgerEntry(artist, `unpayable-${session}`)).exists).toBe(false);
    const refundedBells = async () => (await bell(artist)).split('Deposit refunded: €100').length;
    const before = await refundedBells();

    await twin.settleRefund(refund.id, { status: 'succeeded' });
    await settle();
    expect((await ledgerEntry(artist, `unpayable-${session}`)).data()).toMatchObject({
      action: 'refunded_unpayable',
      amountCents: 10_000,
    });
    expect((await refundedBells()) - before).toBe(1);
  });

  async function publish() {
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await lineArtPng(64), { filename: 'swallow.png', contentType: 'image/png' });
    const item = await artist.call('post', '/api/gallery', {
      imageUrl: upload.body.imageUrl,
      type: 'tattoo',
      title: 'Swallow design',
    });
    const res = await artist.call('post', '/api/flash', {
      galleryItemId: item.body.id,
      title: 'Swallow',
      variants: [{ sizeCm: 10, price: 200, duration: 60 }],
      availability: 'repeatable',
    });
    expect(res.status, res.text).toBe(201);
    return res.body as ApiFlash;
  }

  it('a flash payment that could not be booked is recorded as given back only when Stripe made it', async () => {
    await twin.setAvailableBalance(accountId, null);
    const flash = await publish();
    const open = await request(app).get(
      `/api/public/booking/${username}/times?flashId=${flash.id}&variant=0`,
    );
    expect(open.status, open.text).toBe(200);
    const start = (open.body as { times: string[] }).times[0]!;
    const held = await request(app)
      .post(`/api/public/booking/${username}/holds`)
      .send({
        flashId: flash.id,
        variant: 0,
        start,
        name: 'Robin Client',
        email: `c-${Math.random()}@example.test`,
        adult: true,
        acceptPolicy: true,
        policyVersion: 1,
      });
    expect(held.status, held.text).toBe(201);
    // The hold is released before the client pays: nothing can be booked.
    await db.doc(`users/${artist.uid}/holds/${String(held.body.holdId)}`).update({
      status: 'released',
    });
    const session = String(held.body.checkoutUrl).split('/connect/checkout/')[1]!;
    await twin.setAvailableBalance(accountId, 0);
    await flow.pay(session);
    await settle();
    const paymentIntentId = (await twin.connectSession(session))!.paymentIntentId!;
    const refund = await refundOf(accountId, paymentIntentId);
    expect(refund).toMatchObject({ status: 'pending' });
    expect((await ledgerEntry(artist, `unpayable-${session}`)).exists).toBe(false);
    expect(await bell(artist)).toContain('Refund waiting for your Stripe balance');

    // Stripe delivers the checkout's event again while the refund is still pending, and the
    // time has come free meanwhile: the money is on its way back, so nothing is booked with it.
    await db.doc(`users/${artist.uid}/holds/${String(held.body.holdId)}`).update({
      status: 'held',
    });
    const stored = await db.doc(`users/${artist.uid}/giveBacks/unpayable-${session}`).get();
    const again = await flow.deliver({
      id: (stored.get('checkoutEvent') as { id: string }).id,
      object: 'event',
      type: 'checkout.session.completed',
      account: accountId,
      created: Math.floor(Date.now() / 1000),
      data: { object: connectSessionObject((await twin.connectSession(session))!) },
    });
    expect(again.status, again.text).toBe(200);
    await settle();
    const hold = await db.doc(`users/${artist.uid}/holds/${String(held.body.holdId)}`).get();
    expect(hold.get('status')).not.toBe('booked');

    await twin.settleRefund(refund.id, { status: 'succeeded' });
    await settle();
    expect((await ledgerEntry(artist, `unpayable-${session}`)).get('action')).toBe(
      'refunded_unpayable',
    );
  });
});
