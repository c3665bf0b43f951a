import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { depositFlow } from '../../test/support/deposit-flow';
import { inboxOf, sweepAt } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';
import { REFUND_NOTE_WAIT_MS } from '../reminders/deposit-notice';

// Issue 48, finding 4: Stripe takes a refund from the connected account's *available* balance;
// when it is short a card refund stays pending and may later succeed or fail. The deposit is
// refunded (and the client told) only once Stripe says succeeded, exactly once.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { twin } = payments;
const { app } = buildTestApp({ payments: twin });
const flow = depositFlow(app, db, payments);

const REFUNDED = /^Deposit refunded: /;

/** A paid €100 deposit on an artist whose Stripe balance is short: its ids and the client. */
async function paidWithShortBalance(artist: Artist, accountId: string) {
  const p = await flow.project(artist, 450);
  const session = await flow.openCheckout(await flow.ask(artist, p.first, 100));
  await flow.pay(session);
  await twin.setAvailableBalance(accountId, 0);
  const client = (await db.doc(`users/${artist.uid}/clients/${p.clientId}`).get()).data()!;
  const paymentIntentId = (await twin.connectSession(session))!.paymentIntentId!;
  return { ...p, session, email: String(client.email), paymentIntentId };
}

/**
 * The refund mails the client has, once any held back has gone: a refund of a visit still on
 * waits REFUND_NOTE_WAIT_MS for a cancellation that may follow it (issue 49).
 */
const refundedMails = async (email: string) => {
  await sweepAt(db, new Date(Date.now() + REFUND_NOTE_WAIT_MS + 60_000));
  return (await inboxOf(email)).filter((m) => REFUNDED.test(m.subject));
};

const depositOf = async (artist: Artist, id: string) => {
  const res = await artist.call('get', '/api/calendar-new');
  expect(res.status, res.text).toBe(200);
  const found = (res.body as { id: string; onlineDeposit: unknown }[]).find((a) => a.id === id);
  return found!.onlineDeposit as {
    status: string;
    refund?: { status: string; failureReason?: string };
    history: { action: string; note?: string }[];
  };
};

/** Mail goes out after the answer: give the catcher a moment before counting what arrived. */
const settle = () => new Promise((r) => setTimeout(r, 800));

describe('a refund on a short connected balance (issue 48, finding 4)', () => {
  let artist: Artist;
  let accountId: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
    accountId = await flow.connect(artist);
  });

  it('stays refunding (waiting for the balance) until Stripe succeeds; one refunded mail, then', async () => {
    const s = await paidWithShortBalance(artist, accountId);
    const res = await flow.outcome(artist, s.first, { outcome: 'refund' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'refunding', refund: { status: 'pending' } });
    await settle();
    expect(await depositOf(artist, s.first)).toMatchObject({ status: 'refunding' });
    expect(await refundedMails(s.email)).toHaveLength(0);
    const [refund] = await twin.refundsOf(accountId);
    expect(refund).toMatchObject({ paymentIntentId: s.paymentIntentId, status: 'pending' });

    await twin.settleRefund(refund!.id, { status: 'succeeded' });
    await settle();
    expect(await depositOf(artist, s.first)).toMatchObject({ status: 'refunded' });
    expect(await refundedMails(s.email)).toHaveLength(1);
    const payment = (
      await db.doc(`users/${artist.uid}/payments/deposit-${s.session}`).get()
    ).data();
    expect(payment?.refunded).toBe(true);
  });

  it('a failed refund gives the deposit back to paid with the reason, rings the bell, mails nothing', async () => {
    const s = await paidWithShortBalance(artist, accountId);
    expect((await flow.outcome(artist, s.first, { outcome: 'refund' })).status).toBe(200);
    const refund = (await twin.refundsOf(accountId)).find(
      (r) => r.paymentIntentId === s.paymentIntentId,
    )!;
    await twin.settleRefund(refund.id, { status: 'failed', failureReason: 'insufficient_funds' });
    await settle();
    const deposit = await depositOf(artist, s.first);
    expect(deposit.status).toBe('paid');
    expect(deposit.history.at(-1)).toMatchObject({
      action: 'refund_failed',
      note: expect.stringMatching(/Stripe balance did not cover it/),
    });
    const bell = JSON.stringify((await artist.call('get', '/api/notifications')).body);
    expect(bell).toContain('Refund failed');
    expect(await refundedMails(s.email)).toHaveLength(0);
    const payment = (
      await db.doc(`users/${artist.uid}/payments/deposit-${s.session}`).get()
    ).data();
    expect(payment?.refunded).not.toBe(true);
    // Held again: the artist may refund it once more, now with the balance there.
    await twin.setAvailableBalance(accountId, null);
    const again = await flow.outcome(artist, s.first, { outcome: 'refund' });
    expect(again.status, again.text).toBe(200);
    expect(again.body.status).toBe('refunded');
    await settle();
    expect(await refundedMails(s.email)).toHaveLength(1);
  });

  it('the succeeded event and a second refund request at once: exactly one applies', async () => {
    const s = await paidWithShortBalance(artist, accountId);
    expect((await flow.outcome(artist, s.first, { outcome: 'refund' })).status).toBe(200);
    const refund = (await twin.refundsOf(accountId)).find(
      (r) => r.paymentIntentId === s.paymentIntentId,
    )!;
    const [, second] = await Promise.all([
      twin.settleRefund(refund.id, { status: 'succeeded' }),
      flow.outcome(artist, s.first, { outcome: 'refund' }),
    ]);
    // The second asks a refund that is in Stripe's hands or done: refused in words, never 500.
    expect(second.status, second.text).toBe(409);
    expect(['DEPOSIT_REFUND_PENDING', 'DEPOSIT_STATE_CHANGED']).toContain(second.body.error);
    await settle();
    expect(await depositOf(artist, s.first)).toMatchObject({ status: 'refunded' });
    const ledger = await db.collection(`users/${artist.uid}/depositLedger`).get();
    expect(ledger.docs.filter((d) => d.id === `refunded-${s.paymentIntentId}`)).toHaveLength(1);
    expect(await refundedMails(s.email)).toHaveLength(1);
    // Stripe refunded once: one refund object on the payment.
    const all = (await twin.refundsOf(accountId)).filter(
      (r) => r.paymentIntentId === s.paymentIntentId,
    );
    expect(all).toHaveLength(1);
  });

  it('a refund made on the dashboard is recorded only when it succeeded', async () => {
    const s = await paidWithShortBalance(artist, accountId);
    await flow.refundOnDashboard(s.session);
    await settle();
    // Held no more (the money is on its way back), and not refunded yet.
    expect(await depositOf(artist, s.first)).toMatchObject({
      status: 'refunding',
      refund: { status: 'pending' },
    });
    expect(await refundedMails(s.email)).toHaveLength(0);
    const refund = (await twin.refundsOf(accountId)).find(
      (r) => r.paymentIntentId === s.paymentIntentId,
    )!;
    await twin.settleRefund(refund.id, { status: 'succeeded' });
    expect((await depositOf(artist, s.first)).status).toBe('refunded');
  });

  it('a second refund while Stripe holds the first is refused in words, without a retry soon', async () => {
    const s = await paidWithShortBalance(artist, accountId);
    expect((await flow.outcome(artist, s.first, { outcome: 'refund' })).status).toBe(200);
    const again = await flow.outcome(artist, s.first, { outcome: 'refund' });
    expect(again.status, again.text).toBe(409);
    expect(again.body).toEqual({
      error: 'DEPOSIT_REFUND_PENDING',
      message:
        'The refund is waiting for your Stripe balance: Stripe makes it once your balance covers it.',
    });
    expect(again.headers['retry-after']).toBeUndefined();
    expect(
      (await twin.refundsOf(accountId)).filter((r) => r.paymentIntentId === s.paymentIntentId),
    ).toHaveLength(1);
  });

  it('two succeeded events of one refund at once: the deposit is refunded and the client told once', async () => {
    const s = await paidWithShortBalance(artist, accountId);
    expect((await flow.outcome(artist, s.first, { outcome: 'refund' })).status).toBe(200);
    const refund = (await twin.refundsOf(accountId)).find(
      (r) => r.paymentIntentId === s.paymentIntentId,
    )!;
    const event = (type: string) => ({
      id: `evt_${type}_${Date.now()}_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      account: accountId,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: refund.id,
          object: 'refund',
          amount: refund.amountMinor,
          payment_intent: s.paymentIntentId,
          status: 'succeeded',
        },
      },
    });
    const answers = await Promise.all([
      flow.deliver(event('refund.updated')),
      flow.deliver(event('charge.refund.updated')),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await settle();
    expect(await depositOf(artist, s.first)).toMatchObject({ status: 'refunded' });
    const ledger = await db.collection(`users/${artist.uid}/depositLedger`).get();
    expect(ledger.docs.filter((d) => d.id === `refunded-${s.paymentIntentId}`)).toHaveLength(1);
    expect(await refundedMails(s.email)).toHaveLength(1);
  });
});
