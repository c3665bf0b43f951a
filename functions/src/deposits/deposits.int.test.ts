import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { signWebhookPayload } from '../adapters/stripe/stripe-webhook';
import { createArtist, type Artist } from '../../test/support/artist';
import { OPEN_SETTINGS, openBooking, sendRequest } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';
import { silentLogger } from '../logger';
import { createWebhookDeps } from '../webhooks/deps';
import { createStripeWebhookApp } from '../webhooks/stripe-webhook-app';

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const twin = payments.twin;
const { app } = buildTestApp({ payments: twin });
const flow = depositFlow(app, db, payments);

const nextYear = new Date().getUTCFullYear() + 1;

function expectRefusal(res: request.Response, status: number, error: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ error, message: expect.stringMatching(/[A-Za-z]{3}/) });
}

/** A request accepted with a deposit: the appointment and its deposit link's token. */
async function acceptWithDeposit(artist: Artist, username: string, deposit = 100, day = 10) {
  const id = await sendRequest(app, username);
  const res = await artist.call('post', `/api/booking-requests/${id}/accept`, {
    appointmentDate: `${nextYear}-04-${String(day).padStart(2, '0')}T11:00`,
    timezone: 'Europe/Berlin',
    estimatedPrice: 450,
    deposit,
  });
  expect(res.status, res.text).toBe(200);
  const appointmentId = String(res.body.appointmentId);
  const stored = await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).get();
  expect(res.body.depositLink).toBe(`/deposit/${String(stored.get('deposit.token'))}`);
  return {
    appointmentId,
    clientId: String(res.body.clientId),
    projectId: String(res.body.projectId),
    token: String(stored.get('deposit.token')),
  };
}

/** The client ticks the policy and pays in the twin's Connect checkout; its session id. */
async function pay(token: string): Promise<string> {
  const sessionId = await flow.openCheckout(token);
  // Stripe returns the client to their deposit page, which then says it is paid.
  expect(await flow.pay(sessionId)).toContain(`/deposit/${token}?paid=1`);
  return sessionId;
}

const { connect, projectOf, deliver } = flow;

describe('deposits paid online to the artist', () => {
  let artist: Artist;
  let other: Artist;
  let username: string;
  let accountId: string;

  beforeAll(async () => {
    [artist, other] = await Promise.all([
      createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' }),
      createArtist(app, db, { plan: 'pro' }),
    ]);
    username = await openBooking(artist, db);
  });

  it('asks the deposit on accept; the page cannot take payment before Stripe is connected', async () => {
    const { token } = await acceptWithDeposit(artist, username);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await request(app).get(`/api/public/deposits/${token}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body).toMatchObject({
      amount: { cents: 10_000, currency: 'EUR' },
      status: 'requested',
      payable: false,
      policy: {
        text: 'Deposits are non-refundable and count toward the last session.',
        version: 1,
      },
    });
    const refused = await request(app)
      .post(`/api/public/deposits/${token}/checkout`)
      .send({ acceptPolicy: true, policyVersion: 1 });
    expectRefusal(refused, 409, 'DEPOSIT_PAYMENTS_NOT_CONNECTED');
  });

  it('connects the artist own Stripe account through onboarding', async () => {
    const before = await artist.call('get', '/api/profile/payments-connect');
    expect(before.body).toEqual({
      connected: false,
      chargesEnabled: false,
      detailsSubmitted: false,
      disconnected: false,
    });
    accountId = await connect(artist);
    const after = await artist.call('get', '/api/profile/payments-connect');
    expect(after.body).toEqual({
      connected: true,
      chargesEnabled: true,
      detailsSubmitted: true,
      disconnected: false,
    });
    expect(await twin.account(accountId)).toMatchObject({ chargesEnabled: true });
  });

  it('takes the deposit on the artist account once the policy is accepted, and records one payment', async () => {
    const { token, appointmentId, projectId } = await acceptWithDeposit(artist, username, 100, 11);
    const unticked = await request(app)
      .post(`/api/public/deposits/${token}/checkout`)
      .send({ acceptPolicy: false, policyVersion: 1 });
    expectRefusal(unticked, 400, 'VALIDATION_FAILED');
    const stale = await request(app)
      .post(`/api/public/deposits/${token}/checkout`)
      .send({ acceptPolicy: true, policyVersion: 7 });
    expectRefusal(stale, 409, 'DEPOSIT_POLICY_CHANGED');

    const sessionId = await pay(token);
    const session = await twin.connectSession(sessionId);
    expect(session).toMatchObject({ accountId, amountMinor: 10_000, currency: 'EUR', paid: true });

    const project = await projectOf(artist, projectId);
    expect(project).toMatchObject({ totalPaid: 100, remainingBalance: 350 });
    expect(project.payments).toEqual([
      expect.objectContaining({
        amount: 100,
        kind: 'deposit',
        appointmentId,
        paymentMethod: 'card',
      }),
    ]);
    const stored = await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).get();
    expect(stored.get('deposit.status')).toBe('paid');
    expect(stored.get('deposit.policy')).toMatchObject({
      text: 'Deposits are non-refundable and count toward the last session.',
      version: 1,
    });
    const page = await request(app).get(`/api/public/deposits/${token}`);
    expect(page.body).toMatchObject({ status: 'paid', payable: false });
    const again = await request(app)
      .post(`/api/public/deposits/${token}/checkout`)
      .send({ acceptPolicy: true, policyVersion: 1 });
    expectRefusal(again, 409, 'DEPOSIT_NOT_PAYABLE');
  });

  it('records one payment when the events come twice and out of order', async () => {
    const { token, projectId } = await acceptWithDeposit(artist, username, 120, 12);
    const page = await request(app).get(`/api/public/deposits/${token}`);
    const res = await request(app)
      .post(`/api/public/deposits/${token}/checkout`)
      .send({ acceptPolicy: true, policyVersion: page.body.policy.version });
    const sessionId = String(res.body.url).split('/connect/checkout/')[1]!;
    const session = (paid: boolean) => ({
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: paid ? 'paid' : 'unpaid',
      amount_total: 12_000,
      currency: 'eur',
      payment_intent: `pi_${sessionId}`,
      metadata: { kind: 'deposit', uid: artist.uid },
    });
    const event = (id: string, type: string, paid: boolean) => ({
      id,
      object: 'event',
      type,
      account: accountId,
      created: Math.floor(Date.now() / 1000),
      data: { object: session(paid) },
    });
    // The delayed method's success arrives before the completion, each twice.
    const succeeded = event(
      `evt_async_${sessionId}`,
      'checkout.session.async_payment_succeeded',
      true,
    );
    const completed = event(`evt_done_${sessionId}`, 'checkout.session.completed', false);
    for (const e of [succeeded, succeeded, completed, completed]) {
      expect((await deliver(e)).status).toBe(200);
    }
    // And a second completion event, paid, for the same session.
    const late = await deliver(event(`evt_late_${sessionId}`, 'checkout.session.completed', true));
    expect(late.body.outcome).toBe('duplicate');

    const project = await projectOf(artist, projectId);
    expect(project.payments).toHaveLength(1);
    expect(project).toMatchObject({ totalPaid: 120, remainingBalance: 330 });
  });

  it('refuses guessed tokens and another artist deposit events in JSON', async () => {
    const traversal = await request(app).get('/api/public/deposits/..%2F..%2Fusers');
    expect(traversal.status).toBe(404);
    expect(traversal.body.error).toMatch(/NOT_FOUND$/);
    for (const token of ['nope', 'A'.repeat(43)]) {
      expectRefusal(
        await request(app).get(`/api/public/deposits/${token}`),
        404,
        'DEPOSIT_NOT_FOUND',
      );
      expectRefusal(
        await request(app)
          .post(`/api/public/deposits/${token}/checkout`)
          .send({ acceptPolicy: true, policyVersion: 1 }),
        404,
        'DEPOSIT_NOT_FOUND',
      );
    }
    expectRefusal(
      await request(app).post(`/api/public/deposits/x/checkout`).send('not json').type('json'),
      400,
      'INVALID_JSON',
    );
    // A session claiming the artist's uid but paid on another account records nothing.
    const otherAccount = await connect(other);
    const forged = await deliver({
      id: `evt_forged_${otherAccount}`,
      object: 'event',
      type: 'checkout.session.completed',
      account: otherAccount,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_forged',
          object: 'checkout.session',
          payment_status: 'paid',
          metadata: { kind: 'deposit', uid: artist.uid },
        },
      },
    });
    expect(forged.body.outcome).toBe('unmatched');
  });

  /** A later appointment of the same client (and project), as the artist books it. */
  async function laterAppointment(clientId: string, projectId: string, day: number) {
    const res = await artist.call('post', '/api/appointments', {
      title: `Session on the ${day}th`,
      appointmentDate: `${nextYear}-06-${String(day).padStart(2, '0')}T11:00`,
      timezone: 'Europe/Berlin',
      duration: 120,
      type: 'tattoo_session',
      status: 'scheduled',
      clientId,
      projectId,
    });
    expect(res.status, res.text).toBe(201);
    return String(res.body.id);
  }

  const outcome = (who: Artist, id: string, body: object) =>
    who.call('post', `/api/appointments/${id}/deposit-outcome`, body);

  it('refunds from the artist screen on the artist account, and the project money follows', async () => {
    const { token, appointmentId, projectId } = await acceptWithDeposit(artist, username, 100, 14);
    const sessionId = await pay(token);
    expect((await projectOf(artist, projectId)).totalPaid).toBe(100);

    const res = await outcome(artist, appointmentId, { outcome: 'refund' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'refunded',
      amount: { cents: 10_000, currency: 'EUR' },
    });
    // The refund reached the twin on the artist's own account.
    expect(await twin.connectSession(sessionId)).toMatchObject({ accountId, refunded: true });
    const project = await projectOf(artist, projectId);
    expect(project).toMatchObject({ totalPaid: 0, remainingBalance: 450 });
    expect(project.payments).toEqual([expect.objectContaining({ amount: 100, refunded: true })]);
    // Once refunded, nothing more can happen to it; the ledger has one refund.
    expectRefusal(
      await outcome(artist, appointmentId, { outcome: 'refund' }),
      409,
      'DEPOSIT_STATE_CHANGED',
    );
    const ledger = await db.collection(`users/${artist.uid}/depositLedger`).get();
    const refunds = ledger.docs.filter(
      (d) => d.get('action') === 'refunded' && d.get('appointmentId') === appointmentId,
    );
    expect(refunds).toHaveLength(1);
  });

  it('keeps the deposit on a late cancellation, and the project still holds it', async () => {
    const { token, appointmentId, projectId } = await acceptWithDeposit(artist, username, 100, 15);
    await pay(token);
    const res = await outcome(artist, appointmentId, { outcome: 'keep', reason: 'late_cancel' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('kept');
    expect(res.body.history.at(-1)).toMatchObject({
      action: 'kept',
      note: 'Kept: cancelled too late',
    });
    expect(await projectOf(artist, projectId)).toMatchObject({ totalPaid: 100 });
    const calendar = await artist.call('get', '/api/calendar-new');
    const card = calendar.body.find((a: { id: string }) => a.id === appointmentId);
    expect(card).toMatchObject({
      status: 'cancelled',
      depositOutcome: 'kept',
      depositPaid: 100,
      onlineDeposit: { status: 'kept', amount: { cents: 10_000, currency: 'EUR' } },
    });
    expect(card).not.toHaveProperty('depositLinkHash');
    // The bell says so, beside the paid deposit.
    const bell = JSON.stringify((await artist.call('get', '/api/notifications')).body);
    expect(bell).toContain('Deposit kept: €100');
    expect(bell).toContain('Deposit paid: €100');
  });

  it('moves the deposit to a rescheduled appointment as often as the policy allows', async () => {
    const { token, appointmentId, clientId, projectId } = await acceptWithDeposit(
      artist,
      username,
      100,
      16,
    );
    await pay(token);
    const second = await laterAppointment(clientId, projectId, 10);
    const third = await laterAppointment(clientId, projectId, 12);
    const res = await outcome(artist, appointmentId, { outcome: 'move', toAppointmentId: second });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('moved');
    const calendar = await artist.call('get', '/api/calendar-new');
    const byId = (id: string) => calendar.body.find((a: { id: string }) => a.id === id);
    expect(byId(second)).toMatchObject({
      depositPaid: 100,
      onlineDeposit: { status: 'paid', moves: 1 },
    });
    expect(byId(appointmentId).depositPaid).toBeUndefined();
    // The client's link now names the rescheduled appointment.
    const page = await request(app).get(`/api/public/deposits/${token}`);
    expect(page.body.appointmentDate).toBe(byId(second).appointmentDate);
    // The default policy allows one move.
    expectRefusal(
      await outcome(artist, second, { outcome: 'move', toAppointmentId: third }),
      409,
      'DEPOSIT_MOVES_EXHAUSTED',
    );
    // Carrying it to the project's last session is always possible.
    const carried = await outcome(artist, second, { outcome: 'carry' });
    expect(carried.status, carried.text).toBe(200);
    expect(carried.body.status).toBe('carried');
    const after = await artist.call('get', '/api/calendar-new');
    expect(after.body.find((a: { id: string }) => a.id === third)).toMatchObject({
      depositPaid: 100,
    });
    expect((await projectOf(artist, projectId)).payments).toHaveLength(1);
  });

  it('lets no other artist act on a deposit, and refuses malformed outcomes', async () => {
    const { token, appointmentId } = await acceptWithDeposit(artist, username, 100, 17);
    await pay(token);
    expectRefusal(
      await outcome(other, appointmentId, { outcome: 'refund' }),
      404,
      'APPOINTMENT_NOT_FOUND',
    );
    expectRefusal(
      await outcome(other, appointmentId, { outcome: 'keep', reason: 'no_show' }),
      404,
      'APPOINTMENT_NOT_FOUND',
    );
    expectRefusal(
      await outcome(artist, appointmentId, { outcome: 'burn' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await outcome(artist, appointmentId, { outcome: 'keep' }),
      400,
      'VALIDATION_FAILED',
    );
    const anonymous = await request(app)
      .post(`/api/appointments/${appointmentId}/deposit-outcome`)
      .send({ outcome: 'refund' });
    expect(anonymous.status).toBe(401);
    // Still held by its artist.
    const stored = await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).get();
    expect(stored.get('deposit.status')).toBe('paid');
  });

  it('versions the policy on each edit, and the client accepts the version shown', async () => {
    const { token, appointmentId, clientId, projectId } = await acceptWithDeposit(
      artist,
      username,
      100,
      18,
    );
    const before = await artist.call('get', '/api/profile/booking');
    expect(before.body).toMatchObject({ policyVersion: 1, maxDepositMoves: 1 });
    // Saving the same text keeps its version; a new text is the next one.
    await openBooking(artist, db);
    expect((await artist.call('get', '/api/profile/booking')).body.policyVersion).toBe(1);
    await openBooking(artist, db, {
      policy: 'Deposits move once, with 72 hours notice.',
      maxDepositMoves: 0,
    });
    const after = await artist.call('get', '/api/profile/booking');
    expect(after.body).toMatchObject({ policyVersion: 2, maxDepositMoves: 0 });

    const page = await request(app).get(`/api/public/deposits/${token}`);
    expect(page.body.policy).toEqual({
      text: 'Deposits move once, with 72 hours notice.',
      version: 2,
    });
    // A client who read version 1 is asked to read it again.
    expectRefusal(
      await request(app)
        .post(`/api/public/deposits/${token}/checkout`)
        .send({ acceptPolicy: true, policyVersion: 1 }),
      409,
      'DEPOSIT_POLICY_CHANGED',
    );
    await pay(token);
    const stored = await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).get();
    expect(stored.get('deposit.policy')).toMatchObject({
      text: 'Deposits move once, with 72 hours notice.',
      version: 2,
    });
    // No moves allowed now.
    const later = await laterAppointment(clientId, projectId, 20);
    expectRefusal(
      await outcome(artist, appointmentId, { outcome: 'move', toAppointmentId: later }),
      409,
      'DEPOSIT_MOVES_EXHAUSTED',
    );
    expectRefusal(
      await artist.call('put', '/api/profile/booking', { ...OPEN_SETTINGS, maxDepositMoves: 9 }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('takes connected accounts events signed with the Connect endpoint secret, and no other', async () => {
    const webhook = createStripeWebhookApp({
      ...createWebhookDeps({ db, payments: twin, clock: () => new Date(), logger: silentLogger }),
      webhookSecret: payments.webhookSecret,
      connectWebhookSecret: 'whsec_connect_endpoint',
    });
    const payload = JSON.stringify({
      id: `evt_account_${Date.now()}`,
      object: 'event',
      type: 'account.updated',
      account: accountId,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: accountId, object: 'account', charges_enabled: true } },
    });
    const post = async (secret: string) =>
      request(webhook)
        .post('/api/stripe/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', await signWebhookPayload(payload, secret))
        .send(payload);
    const accepted = await post('whsec_connect_endpoint');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.outcome).toBe('processed');
    expectRefusal(await post('whsec_someone_else'), 400, 'WEBHOOK_SIGNATURE_INVALID');
  });

  it('asks a deposit on any appointment of a project, and says why it cannot', async () => {
    const { clientId, projectId, token } = await acceptWithDeposit(artist, username, 100, 22);
    const id = await laterAppointment(clientId, projectId, 24);
    const res = await artist.call('post', `/api/appointments/${id}/deposit-request`, {
      amount: 80,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      amount: { cents: 8000, currency: 'EUR' },
      status: 'requested',
    });
    const fresh = String(res.body.link).split('/deposit/')[1]!;
    expect(fresh).not.toBe(token);
    const page = await request(app).get(`/api/public/deposits/${fresh}`);
    expect(page.body).toMatchObject({
      amount: { cents: 8000, currency: 'EUR' },
      status: 'requested',
      payable: true,
    });
    expectRefusal(
      await other.call('post', `/api/appointments/${id}/deposit-request`, { amount: 80 }),
      404,
      'APPOINTMENT_NOT_FOUND',
    );
    expectRefusal(
      await artist.call('post', `/api/appointments/${id}/deposit-request`, { amount: '12.345' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('expires the other checkout of a deposit once one is paid (two tabs of one link)', async () => {
    const { token, projectId } = await acceptWithDeposit(artist, username, 100, 26);
    const { version } = (await request(app).get(`/api/public/deposits/${token}`)).body.policy;
    const start = async () => {
      const res = await request(app)
        .post(`/api/public/deposits/${token}/checkout`)
        .send({ acceptPolicy: true, policyVersion: version });
      expect(res.status, res.text).toBe(200);
      return String(res.body.url).split('/connect/checkout/')[1]!;
    };
    // Two tabs: both checkouts opened before either is paid.
    const [first, second] = [await start(), await start()];
    for (const id of [first, second]) {
      const paid = await request(app).post(`/api/demo-stripe/connect/checkout/${id}/pay`);
      expect(paid.status).toBe(303);
    }
    const project = await projectOf(artist, projectId);
    expect(project.payments).toHaveLength(1);
    expect(project).toMatchObject({ totalPaid: 100, remainingBalance: 350 });
    expect(await twin.connectSession(first)).toMatchObject({ paid: true, refunded: false });
    // The second tab's checkout was expired on Stripe when the first was paid: nothing taken.
    expect(await twin.connectSession(second)).toMatchObject({ status: 'expired', paid: false });
  });

  it('asks no deposit beyond the price of the tattoo', async () => {
    const id = await sendRequest(app, username);
    const res = await artist.call('post', `/api/booking-requests/${id}/accept`, {
      appointmentDate: `${nextYear}-04-27T11:00`,
      timezone: 'Europe/Berlin',
      estimatedPrice: 450,
      deposit: 500,
    });
    expectRefusal(res, 409, 'DEPOSIT_OVER_PRICE');
  });

  it("dies with the artist's account: the client's link then opens nothing", async () => {
    const leaving = await createArtist(app, db, { plan: 'pro' });
    const { token } = await acceptWithDeposit(leaving, await openBooking(leaving, db));
    expect((await request(app).get(`/api/public/deposits/${token}`)).status).toBe(200);
    const deleted = await leaving.call('delete', '/api/account', { confirm: 'DELETE' });
    expect(deleted.status, deleted.text).toBe(200);
    expectRefusal(
      await request(app).get(`/api/public/deposits/${token}`),
      404,
      'DEPOSIT_NOT_FOUND',
    );
    expectRefusal(
      await request(app)
        .post(`/api/public/deposits/${token}/checkout`)
        .send({ acceptPolicy: true, policyVersion: 1 }),
      404,
      'DEPOSIT_NOT_FOUND',
    );
  });
});
