import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { OPEN_SETTINGS } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { openFlashTimes } from '../../test/support/flash-page';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 49, deliverables 3, 4 and 9: a client moves or cancels their own booking from their
// page, within the artist's policy; the deposit goes through its state machine exactly once.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { twin } = payments;
const { app } = buildTestApp({ payments: twin });
const flow = depositFlow(app, db, payments);

/** The client's private link, as the artist's "New link" gives it: its token. */
async function portalLinkOf(artist: Artist, clientId: string): Promise<string> {
  const res = await artist.call('post', `/api/clients/${clientId}/portal-link`);
  expect(res.status, res.text).toBe(201);
  return String(res.body.url).split('/bookings/')[1]!;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 11:00 UTC, `days` from today (the artists here keep UTC and open 10:00–18:00 daily). */
const at = (days: number, hour = 11) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
/** Mail goes after the answer: give the catcher a moment before counting. */
const settle = () => new Promise((r) => setTimeout(r, 800));

interface Booking {
  artist: Artist;
  accountId: string;
  clientId: string;
  projectId: string;
  email: string;
  token: string;
  path: (id: string) => string;
}

async function studio(
  settings: Record<string, unknown> = {},
): Promise<Omit<Booking, 'token' | 'path' | 'clientId' | 'projectId' | 'email'>> {
  const artist = await createArtist(app, db, { plan: 'premium', timezone: 'UTC' });
  await openFlashTimes(artist);
  const saved = await artist.call('put', '/api/profile/booking', { ...OPEN_SETTINGS, ...settings });
  expect(saved.status, saved.text).toBe(200);
  const accountId = await flow.connect(artist);
  return { artist, accountId };
}

async function clientOf(base: Awaited<ReturnType<typeof studio>>, name = 'Sam Client') {
  const email = `client-${Math.random().toString(36).slice(2)}@example.test`;
  const { body: client } = await base.artist.call('post', '/api/clients/enhanced', { name, email });
  const { body: project } = await base.artist.call('post', '/api/client-projects', {
    clientId: client.id,
    title: 'Rose sleeve',
    estimatedPrice: 450,
  });
  const token = await portalLinkOf(base.artist, String(client.id));
  return {
    ...base,
    clientId: String(client.id),
    projectId: String(project.id),
    email,
    token,
    path: (id: string) => `/api/public/portal/${token}/appointments/${id}`,
  } satisfies Booking;
}

async function session(b: Booking, start: Date, title = 'Rose sleeve, first session') {
  const res = await b.artist.call('post', '/api/appointments', {
    clientId: b.clientId,
    projectId: b.projectId,
    title,
    appointmentDate: start.toISOString().slice(0, 16),
    timezone: 'UTC',
    duration: 120,
    type: 'tattoo_session',
    status: 'confirmed',
    allowOverlap: true,
  });
  expect(res.status, res.text).toBe(201);
  return String(res.body.id);
}

/** An €80 deposit asked and paid on the appointment: the checkout session's id. */
async function paidDeposit(b: Booking, id: string) {
  const sessionId = await flow.openCheckout(await flow.ask(b.artist, id, 80));
  await flow.pay(sessionId);
  return sessionId;
}

const stored = async (b: Booking, id: string) =>
  (await db.doc(`users/${b.artist.uid}/appointments/${id}`).get()).data()!;

/** The deposit moves recorded for these appointments (the artist's ledger is shared by tests). */
const movesOf = async (b: Booking, ...ids: string[]) =>
  (await db.collection(`users/${b.artist.uid}/depositLedger`).get()).docs
    .map((d) => ({ key: d.id, ...(d.data() as { appointmentId: string; source: string }) }))
    .filter((e) => e.key.startsWith('move-'))
    .filter((e) => ids.includes(e.appointmentId) || ids.includes(e.source));

const mailsTo = async (email: string, subject: RegExp) =>
  (await inboxOf(email)).filter((m) => subject.test(m.subject));

const times = async (b: Booking, id: string, from: Date) => {
  const res = await request(app).get(`${b.path(id)}/times?from=${from.toISOString()}`);
  expect(res.status, res.text).toBe(200);
  return res.body.times as string[];
};

describe('Settings → Booking: what clients may do (issue 49)', () => {
  it('saves moves, notice and balance online; an old document reads the defaults', async () => {
    const { artist } = await studio();
    const before = await artist.call('get', '/api/profile/booking');
    expect(before.body).toMatchObject({
      clientMovesAllowed: true,
      clientNoticeHours: 48,
      balanceOnline: false,
    });
    const saved = await artist.call('put', '/api/profile/booking', {
      ...OPEN_SETTINGS,
      clientMovesAllowed: false,
      clientNoticeHours: 24,
      balanceOnline: true,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      clientMovesAllowed: false,
      clientNoticeHours: 24,
      balanceOnline: true,
    });
    const bad = await artist.call('put', '/api/profile/booking', {
      ...OPEN_SETTINGS,
      clientNoticeHours: 1000,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/notice is a whole number of hours/);
  });
});

describe('a client moves their booking (issue 49)', () => {
  let base: Awaited<ReturnType<typeof studio>>;
  beforeAll(async () => {
    base = await studio();
  });

  it('inside the policy: the booking and its paid deposit move once; one mail each side, the bell rings', async () => {
    const b = await clientOf(base);
    const first = await session(b, at(10));
    const sessionId = await paidDeposit(b, first);
    const offered = await times(b, first, at(12, 0));
    const target = offered[0]!;

    const moved = await request(app)
      .post(`${b.path(first)}/move`)
      .send({ start: target });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ depositStatus: 'paid', timezone: 'UTC' });
    const after = await stored(b, first);
    expect(after.appointmentDate.toDate().getTime()).toBe(Date.parse(target));
    expect(after.deposit).toMatchObject({ status: 'paid', moves: 1 });
    const payment = (
      await db.doc(`users/${b.artist.uid}/payments/deposit-${sessionId}`).get()
    ).data();
    expect(payment).toMatchObject({ appointmentId: first });
    expect(payment?.refunded).not.toBe(true);
    expect(await movesOf(b, first)).toHaveLength(1);

    // The artist's record: the client did it, with the policy applied.
    const history = after.history as { role: string; action: string; note?: string }[];
    expect(history.at(-1)).toMatchObject({
      role: 'client',
      action: 'moved',
      note: expect.stringMatching(
        /^Moved by the client \d+ hours before \(moves up to 48 hours before; move 1 of 1\); the €80\.00 deposit moved with it\.$/,
      ),
    });

    await settle();
    expect(await mailsTo(b.email, /moved|new time/i)).toHaveLength(1);
    expect(
      await mailsTo(b.artist.email, /^Sam Client moved “Rose sleeve, first session” to /),
    ).toHaveLength(1);
    const bell = (await b.artist.call('get', '/api/notifications')).body as {
      notifications: { kind: string; title: string }[];
    };
    expect(bell.notifications.filter((n) => n.kind === 'client_change')).toHaveLength(1);

    // Its one move is used: a second is refused in words and changes nothing.
    const again = await request(app)
      .post(`${b.path(first)}/move`)
      .send({ start: offered[2]! });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'RESCHEDULE_NOT_ALLOWED',
      message: expect.stringMatching(
        /The policy allows a booking to move once, and this one has; write to /,
      ),
    });
    expect((await stored(b, first)).appointmentDate.toDate().getTime()).toBe(Date.parse(target));
  });

  it('raced against the artist moving the same deposit: one wins, the other is 409, the deposit moves once', async () => {
    const b = await clientOf(base);
    const first = await session(b, at(11));
    const later = await session(b, at(40), 'Rose sleeve, rescheduled');
    const sessionId = await paidDeposit(b, first);
    const [target] = await times(b, first, at(14, 0));

    const answers = await Promise.all([
      request(app)
        .post(`${b.path(first)}/move`)
        .send({ start: target }),
      flow.outcome(b.artist, first, { outcome: 'move', toAppointmentId: later }),
    ]);
    expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([
      200, 409,
    ]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(typeof loser.body.message).toBe('string');

    expect(await movesOf(b, first, later)).toHaveLength(1);
    const [a, l] = [await stored(b, first), await stored(b, later)];
    const holders = [a, l].filter((x) => x.deposit?.status === 'paid');
    expect(holders).toHaveLength(1);
    const payment = (
      await db.doc(`users/${b.artist.uid}/payments/deposit-${sessionId}`).get()
    ).data();
    expect(payment?.refunded).not.toBe(true);
    if (answers[0]!.status === 200) {
      expect(a.appointmentDate.toDate().getTime()).toBe(Date.parse(target!));
      expect(payment).toMatchObject({ appointmentId: first });
    } else {
      expect(a.deposit.status).toBe('moved');
      expect(payment).toMatchObject({ appointmentId: later });
      expect(loser.body.error).toBe('APPOINTMENT_CHANGED');
    }
  });

  it('outside the policy: 409 RESCHEDULE_NOT_ALLOWED in words, nothing changes', async () => {
    const b = await clientOf(base);
    const soon = await session(b, new Date(Date.now() + 30 * HOUR));
    await paidDeposit(b, soon);
    const before = await stored(b, soon);
    const res = await request(app)
      .post(`${b.path(soon)}/move`)
      .send({ start: at(20).toISOString() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('RESCHEDULE_NOT_ALLOWED');
    expect(res.body.message).toMatch(/^Moves are possible up to 48 hours before; write to .+\.$/);
    const after = await stored(b, soon);
    expect(after.appointmentDate.toDate()).toEqual(before.appointmentDate.toDate());
    expect(after.deposit.moves).toBe(0);
    expect(await movesOf(b, soon)).toHaveLength(0);
  });

  it('a time taken meanwhile is 409 BOOKING_TIME_TAKEN; two clients racing for one time: one gets it', async () => {
    const b = await clientOf(base, 'Kim One');
    const c = await clientOf(base, 'Lee Two');
    const mine = await session(b, at(12));
    const theirs = await session(c, at(13));
    const [wanted] = await times(b, mine, at(25, 0));
    // The artist books someone else there after the client's page listed it.
    const taken = await session(c, new Date(wanted!), 'Walk-in');
    expect(taken).toBeTruthy();
    const late = await request(app)
      .post(`${b.path(mine)}/move`)
      .send({ start: wanted });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('BOOKING_TIME_TAKEN');
    expect((await stored(b, mine)).appointmentDate.toDate().getTime()).toBe(at(12).getTime());

    const [free] = await times(b, mine, at(26, 0));
    const race = await Promise.all([
      request(app)
        .post(`${b.path(mine)}/move`)
        .send({ start: free }),
      request(app)
        .post(`${c.path(theirs)}/move`)
        .send({ start: free }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(race.find((r) => r.status === 409)!.body.error).toBe('BOOKING_TIME_TAKEN');
  });
});

describe('the client’s page says what each booking allows (issue 49)', () => {
  it('fills `move` and `cancel` of each upcoming booking with the policy’s words', async () => {
    const b = await clientOf(await studio());
    const later = await session(b, at(20), 'Rose sleeve, later');
    await paidDeposit(b, later);
    const soon = await session(b, new Date(Date.now() + 30 * HOUR), 'Rose sleeve, soon');
    const page = await request(app).get(`/api/public/portal/${b.token}`);
    expect(page.status, page.text).toBe(200);
    const byId = new Map(
      (page.body.upcoming as { id: string; move: unknown; cancel: unknown }[]).map((a) => [
        a.id,
        a,
      ]),
    );
    expect(byId.get(later)).toMatchObject({
      move: { allowed: true },
      cancel: { allowed: true, outcome: 'Your €80.00 deposit will be refunded.' },
    });
    expect(byId.get(soon)).toMatchObject({
      move: {
        allowed: false,
        reason: expect.stringMatching(/^Moves are possible up to 48 hours before; write to /),
      },
      cancel: {
        allowed: true,
        outcome: 'No deposit was paid for it, so there is nothing to refund.',
      },
    });
  });
});

describe('a client cancels their booking (issue 49)', () => {
  let base: Awaited<ReturnType<typeof studio>>;
  beforeAll(async () => {
    base = await studio();
  });

  it('before the notice: says so first, refunds through Stripe once, mails both sides once, frees the time', async () => {
    const b = await clientOf(base);
    const first = await session(b, at(9));
    const sessionId = await paidDeposit(b, first);

    const preview = await request(app).get(`${b.path(first)}/cancel`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toEqual({
      allowed: true,
      reason: null,
      deposit: 'refund',
      words: 'Your €80.00 deposit will be refunded.',
    });
    const [one, two] = await Promise.all([
      request(app).post(`${b.path(first)}/cancel`),
      request(app).post(`${b.path(first)}/cancel`),
    ]);
    expect([one.status, two.status].sort(), `${one.text}\n${two.text}`).toEqual([200, 409]);
    const done = one.status === 200 ? one : two;
    expect(done.body).toMatchObject({
      status: 'cancelled',
      deposit: 'refund',
      depositStatus: 'refunded',
    });

    const after = await stored(b, first);
    expect(after.status).toBe('cancelled');
    expect(after.deposit.status).toBe('refunded');
    const checkout = await twin.connectSession(sessionId);
    expect(checkout).toMatchObject({ refunded: true });
    const refunds = (await twin.refundsOf(b.accountId)).filter(
      (r) => r.paymentIntentId === checkout!.paymentIntentId,
    );
    expect(refunds).toHaveLength(1);
    const payment = (
      await db.doc(`users/${b.artist.uid}/payments/deposit-${sessionId}`).get()
    ).data();
    expect(payment?.refunded).toBe(true);
    const history = after.history as { role: string; action: string; note?: string }[];
    expect(history.filter((h) => h.role === 'client').map((h) => h.action)).toEqual([
      'cancelled',
      'refunded',
    ]);
    expect(history.at(-1)?.note).toMatch(
      /^Cancelled by the client \d+ hours before \(notice 48 hours\); the €80\.00 deposit is refunded\.$/,
    );

    await settle();
    const cancelled = await mailsTo(b.email, /cancel/i);
    expect(cancelled).toHaveLength(1);
    // Refunded or on its way back, never "still held" after the client's own cancel.
    expect(cancelled[0]!.text).toMatch(/Your deposit of €80\.00 is (being )?refunded/);
    expect(await mailsTo(b.email, /^Deposit refunded: /)).toHaveLength(1);
    expect(
      await mailsTo(b.artist.email, /^Sam Client cancelled “Rose sleeve, first session”/),
    ).toHaveLength(1);
    const bell = (await b.artist.call('get', '/api/notifications')).body as {
      notifications: { kind: string; title: string }[];
    };
    expect(bell.notifications.filter((n) => n.kind === 'client_change')).toHaveLength(1);
    // The time is free again: a move of another booking may take it.
    const other = await session(b, at(30), 'Another');
    const offered = await times(b, other, at(9, 0));
    expect(offered).toContain(at(9).toISOString().replace('.000Z', '+00:00'));
  });

  it('inside the notice: the deposit is kept, as the preview said; one mail each side, no refund', async () => {
    const b = await clientOf(base);
    const soon = await session(b, new Date(Date.now() + 30 * HOUR), 'Rose sleeve, late cancel');
    const sessionId = await paidDeposit(b, soon);
    const preview = await request(app).get(`${b.path(soon)}/cancel`);
    expect(preview.body.words).toBe(
      'Your €80.00 deposit will be kept, because this is less than 48 hours before.',
    );
    const res = await request(app).post(`${b.path(soon)}/cancel`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ deposit: 'keep', depositStatus: 'kept' });
    const after = await stored(b, soon);
    expect(after).toMatchObject({ status: 'cancelled', depositOutcome: 'kept' });
    expect(after.deposit.status).toBe('kept');
    const checkout = await twin.connectSession(sessionId);
    expect(checkout?.refunded).not.toBe(true);
    await settle();
    expect(
      await inboxOf(b.email).then((m) => m.filter((x) => /kept|cancel/i.test(x.subject))),
    ).toHaveLength(1);
    expect(
      await mailsTo(b.artist.email, /^Sam Client cancelled “Rose sleeve, late cancel”/),
    ).toHaveLength(1);
  });

  it('another client’s appointment is 404, never 403, for every route', async () => {
    const b = await clientOf(base, 'Kim One');
    const c = await clientOf(base, 'Lee Two');
    const theirs = await session(c, at(15));
    const path = b.path(theirs);
    const answers = await Promise.all([
      request(app).get(`${path}/times`),
      request(app)
        .post(`${path}/move`)
        .send({ start: at(20).toISOString() }),
      request(app).get(`${path}/cancel`),
      request(app).post(`${path}/cancel`),
    ]);
    for (const a of answers) {
      expect(a.status, a.text).toBe(404);
      expect(a.body.error).toBe('APPOINTMENT_NOT_FOUND');
    }
    expect((await stored(c, theirs)).status).toBe('confirmed');

    // Another artist's appointment, and a link renewed since ("New link"): 404 as well.
    const elsewhere = await clientOf(await studio(), 'Ola Other');
    const foreign = await session(elsewhere, at(16));
    const across = await request(app).post(`${b.path(foreign)}/cancel`);
    expect(across.status).toBe(404);
    expect(across.body.error).toBe('APPOINTMENT_NOT_FOUND');
    const mine = await session(b, at(17));
    await portalLinkOf(b.artist, b.clientId);
    const revoked = await request(app).post(`${b.path(mine)}/cancel`);
    expect(revoked.status).toBe(404);
    expect(revoked.body.error).toBe('PORTAL_LINK_NOT_FOUND');
    expect((await stored(b, mine)).status).toBe('confirmed');
    const bad = await request(app)
      .post(`${b.path(theirs)}/move`)
      .send({ start: 'tomorrow' });
    expect(bad.status).toBe(400);
  });
});
