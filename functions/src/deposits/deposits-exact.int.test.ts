import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { depositFlow } from '../../test/support/deposit-flow';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 33: every pair of actions on one deposit, at once and staggered, ends with exactly one
// applied, and the records reconcile with what Stripe (the twin) did.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db, {
  logger: {
    info: () => {},
    warn: () => {},
    error: (...a: unknown[]) => console.error('WEBHOOK', JSON.stringify(a)),
  } as never,
});
const { twin } = payments;
const { app } = buildTestApp({ payments: twin });
const flow = depositFlow(app, db, payments);

const PRICE = 450;

/** A project at €450 whose first session holds a €100 deposit paid online (S1), with a second
 * checkout of the same link (S2) that Stripe will still take. */
async function paidDeposit(artist: Artist) {
  const p = await flow.project(artist, PRICE);
  const token = await flow.ask(artist, p.first, 100);
  const s1 = await flow.openCheckout(token);
  const s2 = await flow.openCheckout(token);
  await flow.pay(s1);
  await flow.reopen(s2);
  return { ...p, token, s1, s2 };
}

type Scenario = Awaited<ReturnType<typeof paidDeposit>>;

const ACTIONS = [
  'keep',
  'move',
  'carry',
  'refund',
  'edit',
  'cancel',
  'delete',
  'pay',
  'webhook',
] as const;
type Action = (typeof ACTIONS)[number];

async function editBody(artist: Artist, id: string, changes: object) {
  const stored = (await db.doc(`users/${artist.uid}/appointments/${id}`).get()).data()!;
  return {
    title: `${String(stored.title)} (edited)`,
    appointmentDate: '2030-01-01T10:00',
    timezone: 'Europe/Berlin',
    duration: stored.duration,
    type: stored.type,
    status: stored.status,
    clientId: stored.clientId,
    projectId: stored.projectId,
    allowOverlap: true,
    ...changes,
  };
}

/** One action as the person (or Stripe) who takes it; the HTTP status it got, or 200. */
async function act(artist: Artist, s: Scenario, action: Action): Promise<number> {
  switch (action) {
    case 'keep':
      return (await flow.outcome(artist, s.first, { outcome: 'keep', reason: 'other' })).status;
    case 'move':
      return (await flow.outcome(artist, s.first, { outcome: 'move', toAppointmentId: s.later }))
        .status;
    case 'carry':
      return (await flow.outcome(artist, s.first, { outcome: 'carry' })).status;
    case 'refund':
      return (await flow.outcome(artist, s.first, { outcome: 'refund' })).status;
    case 'edit':
      return (
        await artist.call(
          'put',
          `/api/appointments/${s.first}`,
          await editBody(artist, s.first, {}),
        )
      ).status;
    case 'cancel':
      return (
        await artist.call(
          'put',
          `/api/appointments/${s.first}`,
          await editBody(artist, s.first, { status: 'cancelled' }),
        )
      ).status;
    case 'delete':
      return (await artist.call('delete', `/api/appointments/${s.first}`)).status;
    case 'pay':
      return (await request(app).post(`/api/demo-stripe/connect/checkout/${s.s2}/pay`)).status;
    case 'webhook':
      await flow.refundOnDashboard(s.s1);
      return 200;
  }
}

const ledgerOf = async (artist: Artist) =>
  new Map(
    (await db.collection(`users/${artist.uid}/depositLedger`).get()).docs.map((d) => [
      d.id,
      d.data(),
    ]),
  );

/**
 * The audit: twin sessions, payments, the deposit ledger, the appointments and the project's
 * price agree. Returns the artist outcomes that were applied.
 */
async function audit(artist: Artist, s: Scenario) {
  const [one, two] = [await twin.connectSession(s.s1), await twin.connectSession(s.s2)];
  const paymentId = `deposit-${s.s1}`;
  const ledger = await ledgerOf(artist);
  const payment = (await db.doc(`users/${artist.uid}/payments/${paymentId}`).get()).data();
  const [a, b] = await Promise.all(
    [s.first, s.later].map(async (id) =>
      (await db.doc(`users/${artist.uid}/appointments/${id}`).get()).data(),
    ),
  );
  // Nothing paid is ever dropped: the first payment is on record whatever happened.
  expect(payment, 'the paid deposit stays on record').toBeDefined();
  expect(ledger.has(`paid-${s.s1}`)).toBe(true);
  // A refund is recorded exactly when Stripe made it.
  const refunded = ledger.has(`refunded-${one!.paymentIntentId}`);
  expect(refunded, 'ledger refund ⇔ Stripe refund').toBe(one!.refunded === true);
  expect(payment!.refunded === true, 'payment refunded ⇔ Stripe refund').toBe(refunded);
  // A second payment is given back in full, and recorded as such, never counted.
  if (two!.paid) {
    expect(two!.refunded).toBe(true);
    expect(ledger.has(`unpayable-${s.s2}`)).toBe(true);
  }
  expect((await db.doc(`users/${artist.uid}/payments/deposit-${s.s2}`).get()).exists).toBe(false);
  // One artist outcome at most.
  const outcomes = {
    keep: ledger.has(`kept-${paymentId}`),
    move: ledger.has(`move-${paymentId}-0`),
    carry: ledger.has(`carry-${paymentId}-0`),
  };
  const applied = Object.entries(outcomes)
    .filter(([, v]) => v)
    .map(([k]) => k);
  expect(applied.length, `outcomes applied: ${applied.join(', ')}`).toBeLessThanOrEqual(1);
  // The deposit's state follows the ledger.
  const holder = outcomes.move || outcomes.carry ? b : a;
  if (outcomes.move && a) expect(a.deposit.status).toBe('moved');
  if (outcomes.carry && a) expect(a.deposit.status).toBe('carried');
  if (holder) {
    const expected = refunded ? 'refunded' : outcomes.keep ? 'kept' : 'paid';
    expect(holder.deposit.status).toBe(expected);
  }
  // The project is never paid beyond its price.
  const project = await flow.projectOf(artist, s.projectId);
  expect(Number(project.totalPaid)).toBeLessThanOrEqual(PRICE);
  expect(Number(project.totalPaid)).toBe(refunded ? 0 : 100);
  return { applied: [...applied, ...(refunded ? ['refund'] : [])], a, b };
}

const ARTIST_OUTCOMES: readonly Action[] = ['keep', 'move', 'carry', 'refund'];

describe.concurrent('a deposit under two actions at once (issue 33)', () => {
  let artist: Artist;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
    await flow.connect(artist);
  });

  const pairs: [Action, Action][] = [];
  for (const [i, x] of ACTIONS.entries()) {
    for (const y of ACTIONS.slice(i)) pairs.push([x, y]);
  }

  for (const delay of [0, 30, 60, 100]) {
    it(`every pair, the second ${delay} ms after the first: one applies, the records reconcile`, async () => {
      const failures: string[] = [];
      for (const [x, y] of pairs) {
        const s = await paidDeposit(artist);
        const [sx, sy] = await Promise.all([
          act(artist, s, x),
          new Promise((r) => setTimeout(r, delay)).then(() => act(artist, s, y)),
        ]);
        for (const status of [sx, sy]) {
          // Never a server error: applied, or refused in words.
          if (status >= 500) failures.push(`${x}+${y}: ${status} ${sx} ${sy}`);
        }
        const { applied } = await audit(artist, s);
        const artistMoves = [x, y].filter((a) => ARTIST_OUTCOMES.includes(a));
        // Two artist outcomes on one held deposit: exactly one applies, the other is a 409.
        if (artistMoves.length === 2) {
          expect(applied, `${x}+${y}`).toHaveLength(1);
          expect([sx, sy].sort(), `${x}+${y}`).toEqual([200, 409]);
        }
      }
      expect(failures).toEqual([]);
    }, 240_000);
  }
});

describe('each finding of issue 33, through the API', () => {
  let artist: Artist;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
    await flow.connect(artist);
  });

  it('1. refund and move at once: one applies, the other is told the deposit changed', async () => {
    const s = await paidDeposit(artist);
    const [r, m] = await Promise.all([
      flow.outcome(artist, s.first, { outcome: 'refund' }),
      flow.outcome(artist, s.first, { outcome: 'move', toAppointmentId: s.later }),
    ]);
    expect([r.status, m.status].sort()).toEqual([200, 409]);
    const lost = r.status === 409 ? r : m;
    expect(lost.body).toMatchObject({
      error: 'DEPOSIT_STATE_CHANGED',
      message: expect.stringMatching(/changed/),
    });
    await audit(artist, s);
  });

  it('2. an edit that leaves out the deposit keeps its paid record', async () => {
    const s = await paidDeposit(artist);
    const res = await artist.call(
      'put',
      `/api/appointments/${s.first}`,
      await editBody(artist, s.first, {}),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ depositPaid: 100 });
    const payments = await db
      .collection(`users/${artist.uid}/payments`)
      .where('appointmentId', '==', s.first)
      .get();
    expect(payments.size).toBe(1);
    expect((await flow.projectOf(artist, s.projectId)).totalPaid).toBe(100);
  });

  it('3. the edit form cannot mark a deposit paid online refunded, nor cancel while it is held', async () => {
    const s = await paidDeposit(artist);
    const refunded = await artist.call(
      'put',
      `/api/appointments/${s.first}`,
      await editBody(artist, s.first, {
        status: 'cancelled',
        depositCents: 100,
        depositOutcome: 'refunded',
      }),
    );
    expect(refunded.status, refunded.text).toBe(409);
    expect(refunded.body.error).toMatch(/^DEPOSIT_(OUTCOME_REQUIRED|REFUND_IN_STRIPE)$/);
    const plain = await artist.call(
      'put',
      `/api/appointments/${s.first}`,
      await editBody(artist, s.first, { depositOutcome: 'refunded' }),
    );
    expect(plain.status, plain.text).toBe(409);
    expect(plain.body.error).toBe('DEPOSIT_REFUND_IN_STRIPE');
    const deleted = await artist.call('delete', `/api/appointments/${s.first}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error).toBe('DEPOSIT_OUTCOME_REQUIRED');
    const project = await artist.call('delete', `/api/client-projects/${s.projectId}`);
    expect(project.status).toBe(409);
    expect(project.body.error).toBe('DEPOSIT_OUTCOME_REQUIRED');
    expect((await twin.connectSession(s.s1))!.refunded).toBe(false);
    await audit(artist, s);
  });

  it('4. a checkout paid after its appointment was deleted is refunded in full and recorded', async () => {
    const p = await flow.project(artist, PRICE);
    const token = await flow.ask(artist, p.first, 100);
    const session = await flow.openCheckout(token);
    const deleted = await artist.call('delete', `/api/appointments/${p.first}`);
    expect(deleted.status, deleted.text).toBe(200);
    // Deleting expired the checkout on Stripe; the client had already pressed Pay.
    expect((await twin.connectSession(session))!.status).toBe('expired');
    await flow.reopen(session);
    await flow.pay(session);
    expect(await twin.connectSession(session)).toMatchObject({ paid: true, refunded: true });
    const ledger = await ledgerOf(artist);
    expect(ledger.get(`unpayable-${session}`)).toMatchObject({
      action: 'refunded_unpayable',
      amountCents: 10_000,
    });
    const bell = await artist.call('get', '/api/notifications');
    expect(JSON.stringify(bell.body)).toContain('Deposit refunded: €100');
  });

  it('5. a cancelled appointment’s deposit page takes no money', async () => {
    const p = await flow.project(artist, PRICE);
    const token = await flow.ask(artist, p.first, 100);
    const open = await flow.openCheckout(token);
    const res = await artist.call(
      'put',
      `/api/appointments/${p.first}`,
      await editBody(artist, p.first, { status: 'cancelled' }),
    );
    expect(res.status, res.text).toBe(200);
    const page = await request(app).get(`/api/public/deposits/${token}`);
    expect(page.body).toMatchObject({ status: 'cancelled', payable: false });
    const checkout = await request(app)
      .post(`/api/public/deposits/${token}/checkout`)
      .send({ acceptPolicy: true, policyVersion: page.body.policy.version });
    expect(checkout.status).toBe(409);
    expect(checkout.body.error).toBe('DEPOSIT_NOT_PAYABLE');
    expect((await twin.connectSession(open))!.status).toBe('expired');
  });

  it('6. two links on one project cannot pass its price; a payment by hand neither', async () => {
    const p = await flow.project(artist, PRICE);
    await flow.ask(artist, p.first, 300);
    const second = await artist.call('post', `/api/appointments/${p.later}/deposit-request`, {
      amount: 300,
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'DEPOSIT_OVER_PRICE' });
    const byHand = await artist.call('post', '/api/project-payments', {
      projectId: p.projectId,
      amount: 400,
      paymentMethod: 'cash',
    });
    expect(byHand.status, byHand.text).toBe(409);
    expect(byHand.body).toMatchObject({
      error: 'OVERPAYMENT_UNCONFIRMED',
      fields: { openDeposits: '300.00' },
    });
  });

  it('6. a checkout that completes over the price is refunded for the excess', async () => {
    const p = await flow.project(artist, PRICE);
    const token = await flow.ask(artist, p.first, 300);
    const session = await flow.openCheckout(token);
    const byHand = await artist.call('post', '/api/project-payments', {
      projectId: p.projectId,
      amount: 400,
      paymentMethod: 'cash',
      confirmOverpayment: true,
    });
    expect(byHand.status, byHand.text).toBe(201);
    await flow.pay(session);
    const project = await flow.projectOf(artist, p.projectId);
    expect(project).toMatchObject({ totalPaid: 450, remainingBalance: 0 });
    expect(await twin.connectSession(session)).toMatchObject({
      paid: true,
      refunded: false,
      refundedMinor: 25_000,
    });
    const ledger = await ledgerOf(artist);
    expect(ledger.get(`excess-${session}`)).toMatchObject({
      action: 'excess_refunded',
      amountCents: 25_000,
    });
  });

  it('6. two links paid at once on one project: the second is given back past the price', async () => {
    const p = await flow.project(artist, PRICE);
    const third = await flow.session(
      artist,
      { clientId: p.clientId, projectId: p.projectId },
      `${new Date().getUTCFullYear() + 1}-07-01T11:00`,
    );
    const [t1, t2] = [await flow.ask(artist, p.first, 300), await flow.ask(artist, p.later, 150)];
    const [c1, c2] = [await flow.openCheckout(t1), await flow.openCheckout(t2)];
    // The artist re-prices the project lower while both links are open.
    const edit = await artist.call('put', `/api/client-projects/${p.projectId}`, {
      clientId: p.clientId,
      title: 'Koi sleeve',
      estimatedPrice: 350,
      status: 'consultation',
    });
    expect(edit.status, edit.text).toBe(200);
    await Promise.all([flow.pay(c1), flow.pay(c2)]);
    const project = await flow.projectOf(artist, p.projectId);
    expect(project.totalPaid).toBe(350);
    const refunded = [await twin.connectSession(c1), await twin.connectSession(c2)].reduce(
      (sum, session) => sum + (session!.refundedMinor ?? 0),
      0,
    );
    expect(refunded).toBe(10_000);
    void third;
  });

  it('7. signed events without an object are refused in words, not retried for days', async () => {
    for (const data of [{}, { object: null }]) {
      const res = await flow.deliver({
        id: `evt_empty_${Math.random()}`,
        object: 'event',
        type: 'checkout.session.completed',
        account: 'acct_demo000000000000000000000000',
        created: Math.floor(Date.now() / 1000),
        data,
      });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('random sequences of actions on a project (issue 33)', () => {
  let artist: Artist;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
    await flow.connect(artist);
  });

  it('money paid never passes the price; every paid session is recorded or refunded; no refund without Stripe', async () => {
    const step = fc.constantFrom(
      'ask-first',
      'ask-later',
      'open-first',
      'open-later',
      'pay-open',
      'pay-reopened',
      'keep',
      'refund',
      'move',
      'cancel-first',
      'delete-first',
      'by-hand',
      'dashboard-refund',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        const p = await flow.project(artist, PRICE);
        const tokens: Partial<Record<'first' | 'later', string>> = {};
        const sessions: string[] = [];
        for (const s of steps) {
          const id = s.endsWith('later') ? p.later : p.first;
          const which = s.endsWith('later') ? 'later' : 'first';
          switch (s) {
            case 'ask-first':
            case 'ask-later':
              {
                const res = await artist.call('post', `/api/appointments/${id}/deposit-request`, {
                  amount: 200,
                });
                expect(res.status, res.text).toBeLessThan(500);
                if (res.status === 201) tokens[which] = String(res.body.link).split('/deposit/')[1];
              }
              break;
            case 'open-first':
            case 'open-later': {
              const token = tokens[which];
              if (!token) break;
              const page = await request(app).get(`/api/public/deposits/${token}`);
              if (page.status !== 200) break;
              const res = await request(app)
                .post(`/api/public/deposits/${token}/checkout`)
                .send({ acceptPolicy: true, policyVersion: page.body.policy.version });
              expect(res.status, res.text).toBeLessThan(500);
              if (res.status === 200) {
                sessions.push(String(res.body.url).split('/connect/checkout/')[1]!);
              }
              break;
            }
            case 'pay-open':
            case 'pay-reopened': {
              const session = sessions.at(-1);
              if (!session) break;
              if (s === 'pay-reopened') await flow.reopen(session);
              await flow.pay(session);
              break;
            }
            case 'keep':
            case 'refund':
            case 'move': {
              const body =
                s === 'keep'
                  ? { outcome: 'keep', reason: 'other' }
                  : s === 'move'
                    ? { outcome: 'move', toAppointmentId: p.later }
                    : { outcome: 'refund' };
              const res = await flow.outcome(artist, p.first, body);
              expect(res.status, res.text).toBeLessThan(500);
              break;
            }
            case 'cancel-first': {
              const exists = (await db.doc(`users/${artist.uid}/appointments/${p.first}`).get())
                .exists;
              if (!exists) break;
              const res = await artist.call(
                'put',
                `/api/appointments/${p.first}`,
                await editBody(artist, p.first, { status: 'cancelled' }),
              );
              expect(res.status, res.text).toBeLessThan(500);
              break;
            }
            case 'delete-first': {
              const res = await artist.call('delete', `/api/appointments/${p.first}`);
              expect(res.status, res.text).toBeLessThan(500);
              break;
            }
            case 'by-hand': {
              const res = await artist.call('post', '/api/project-payments', {
                projectId: p.projectId,
                amount: 150,
                paymentMethod: 'cash',
              });
              expect(res.status, res.text).toBeLessThan(500);
              break;
            }
            case 'dashboard-refund': {
              const paid = [];
              for (const id of sessions) {
                const session = await twin.connectSession(id);
                if (session?.paid && !session.refunded) paid.push(id);
              }
              if (paid[0]) await flow.refundOnDashboard(paid[0]);
              break;
            }
          }
        }
        // The invariants, read from the records and from Stripe.
        const project = await flow.projectOf(artist, p.projectId);
        expect(Number(project.totalPaid)).toBeLessThanOrEqual(PRICE);
        const ledger = await ledgerOf(artist);
        for (const id of sessions) {
          const session = (await twin.connectSession(id))!;
          const payment = (await db.doc(`users/${artist.uid}/payments/deposit-${id}`).get()).data();
          if (session.paid) {
            // Recorded, or given back in full and recorded as such.
            expect(
              payment !== undefined || (session.refunded && ledger.has(`unpayable-${id}`)),
            ).toBe(true);
          }
          if (payment?.refunded === true) {
            expect(session.refunded, 'a refund on record was made on Stripe').toBe(true);
          }
          if (session.refunded && payment) expect(payment.refunded).toBe(true);
        }
      }),
      { numRuns: 12, seed: 33 },
    );
  }, 240_000);
});
