import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { depositFlow } from '../../test/support/deposit-flow';
import { inboxOf, sweepAt } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';
import { REFUND_NOTE_WAIT_MS } from '../reminders/deposit-notice';

// Issue 47: cancelling a visit and refunding its deposit were two actions in two places (the
// edit refused the cancel and sent the artist to the client's Appointments tab). Now one
// outcome, `refund` with `cancel: true`, does both, in the refund's own claim.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { twin } = payments;
const { app } = buildTestApp({ payments: twin });
const flow = depositFlow(app, db, payments);

const settle = () => new Promise((r) => setTimeout(r, 800));

async function paidDeposit(artist: Artist) {
  const p = await flow.project(artist, 300);
  const session = await flow.openCheckout(await flow.ask(artist, p.first, 80));
  await flow.pay(session);
  const client = (await db.doc(`users/${artist.uid}/clients/${p.clientId}`).get()).data()!;
  return { ...p, email: String(client.email) };
}

const appointmentOf = async (artist: Artist, id: string) =>
  (await db.doc(`users/${artist.uid}/appointments/${id}`).get()).data()!;

/** The client's mails once held refund notes have gone (a refund waits for a cancel). */
const mailsOf = async (email: string) => {
  await sweepAt(db, new Date(Date.now() + REFUND_NOTE_WAIT_MS + 60_000));
  return (await inboxOf(email)).map((m) => m.subject);
};

describe('cancel and refund in one action (issue 47)', () => {
  let artist: Artist;
  let accountId: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/London' });
    accountId = await flow.connect(artist);
  });

  it('cancels the visit and refunds on Stripe; the client gets one cancelled and one refunded mail', async () => {
    const s = await paidDeposit(artist);
    const res = await flow.outcome(artist, s.first, { outcome: 'refund', cancel: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('refunded');
    const stored = await appointmentOf(artist, s.first);
    expect(stored.status).toBe('cancelled');
    expect(stored.deposit.status).toBe('refunded');
    await settle();
    const subjects = await mailsOf(s.email);
    expect(subjects.filter((x) => /^Cancelled: /.test(x))).toHaveLength(1);
    expect(subjects.filter((x) => /^Deposit refunded: /.test(x))).toHaveLength(1);
  });

  it('a refund without cancel leaves the visit on, as before', async () => {
    const s = await paidDeposit(artist);
    const res = await flow.outcome(artist, s.first, { outcome: 'refund' });
    expect(res.status, res.text).toBe(200);
    expect((await appointmentOf(artist, s.first)).status).not.toBe('cancelled');
  });

  it('two "cancel and refund" at once: exactly one applies, Stripe refunds once', async () => {
    const s = await paidDeposit(artist);
    const before = (await twin.refundsOf(accountId)).length;
    const both = await Promise.all([
      flow.outcome(artist, s.first, { outcome: 'refund', cancel: true }),
      flow.outcome(artist, s.first, { outcome: 'refund', cancel: true }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = both.find((r) => r.status === 409)!;
    expect(loser.headers['retry-after']).toBeDefined();
    expect((await twin.refundsOf(accountId)).length).toBe(before + 1);
    await settle();
    const subjects = await mailsOf(s.email);
    expect(subjects.filter((x) => /^Cancelled: /.test(x))).toHaveLength(1);
  });

  it('cancel must be true or false, in words', async () => {
    const s = await paidDeposit(artist);
    const res = await flow.outcome(artist, s.first, { outcome: 'refund', cancel: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
