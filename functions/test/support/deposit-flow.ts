import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { Firestore } from '../../src/adapters/firebase/firebase';
import { signWebhookPayload } from '../../src/adapters/stripe/stripe-webhook';
import type { Artist } from './artist';
import type { TestPayments } from './test-payments';

const nextYear = new Date().getUTCFullYear() + 1;

/**
 * A client's deposit as people meet it, through the API and the offline Stripe twin: the
 * artist connects Stripe and asks a deposit, the client opens checkouts and pays, Stripe sends
 * signed events. What the deposit tests share.
 */
export function depositFlow(app: Express, db: Firestore, payments: TestPayments) {
  const { twin } = payments;

  /** The artist connects their Stripe account: the link, then the twin's onboarding page. */
  async function connect(artist: Artist): Promise<string> {
    const res = await artist.call('post', '/api/profile/payments-connect');
    expect(res.status, res.text).toBe(200);
    const accountId = String(res.body.url).split('/connect/onboarding/')[1]!;
    const done = await request(app).post(
      `/api/demo-stripe/connect/onboarding/${accountId}/complete`,
    );
    expect(done.status).toBe(303);
    return accountId;
  }

  /** A client with a project at `price` euro, its first session and a later one. */
  async function project(artist: Artist, price = 450) {
    const { body: client } = await artist.call('post', '/api/clients/enhanced', {
      name: 'Ada Lovelace',
      email: `client-${Math.random().toString(36).slice(2)}@example.test`,
    });
    const { body: project } = await artist.call('post', '/api/client-projects', {
      clientId: client.id,
      title: 'Koi sleeve',
      estimatedPrice: price,
    });
    const ids = { clientId: String(client.id), projectId: String(project.id) };
    const [first, later] = [
      await session(artist, ids, `${nextYear}-03-10T11:00`),
      await session(artist, ids, `${nextYear}-05-10T11:00`),
    ];
    return { ...ids, first, later };
  }

  async function session(
    artist: Artist,
    ids: { clientId: string; projectId: string },
    at: string,
  ): Promise<string> {
    const res = await artist.call('post', '/api/appointments', {
      ...ids,
      title: `Koi sleeve, ${at}`,
      appointmentDate: at,
      timezone: 'Europe/Berlin',
      duration: 120,
      type: 'tattoo_session',
      allowOverlap: true,
    });
    expect(res.status, res.text).toBe(201);
    return String(res.body.id);
  }

  /** The artist asks a deposit online; the client's token from its link. */
  async function ask(artist: Artist, appointmentId: string, amount = 100): Promise<string> {
    const res = await artist.call('post', `/api/appointments/${appointmentId}/deposit-request`, {
      amount,
    });
    expect(res.status, res.text).toBe(201);
    return String(res.body.link).split('/deposit/')[1]!;
  }

  /** The client ticks the policy and opens the twin's checkout: its session id. */
  async function openCheckout(token: string): Promise<string> {
    const page = await request(app).get(`/api/public/deposits/${token}`);
    const res = await request(app)
      .post(`/api/public/deposits/${token}/checkout`)
      .send({ acceptPolicy: true, policyVersion: page.body.policy.version });
    expect(res.status, res.text).toBe(200);
    return String(res.body.url).split('/connect/checkout/')[1]!;
  }

  /** The client pays an open checkout with the demo card (Stripe then posts its event). */
  async function pay(sessionId: string): Promise<string> {
    const paid = await request(app).post(`/api/demo-stripe/connect/checkout/${sessionId}/pay`);
    expect(paid.status).toBe(303);
    return String(paid.headers.location);
  }

  /**
   * Stripe took the payment a moment before our expiry reached it: the session is open again
   * in the twin, so the client's payment still goes through.
   */
  async function reopen(sessionId: string): Promise<void> {
    await db.doc(`offlineStripeConnectSessions/${sessionId}`).update({ status: 'open' });
  }

  /** The artist refunds on their own Stripe dashboard, outside InkForge. */
  async function refundOnDashboard(sessionId: string): Promise<void> {
    const session = await twin.connectSession(sessionId);
    await twin.refundOnAccount({
      accountId: session!.accountId,
      paymentIntentId: session!.paymentIntentId!,
      idempotencyKey: `dashboard-${sessionId}`,
    });
  }

  async function projectOf(artist: Artist, projectId: string) {
    const res = await artist.call('get', '/api/clients/enhanced');
    for (const client of res.body as { projects: { id: string }[] }[]) {
      const found = client.projects.find((p) => p.id === projectId);
      if (found) return found as unknown as Record<string, unknown> & { payments: unknown[] };
    }
    throw new Error(`project ${projectId} not listed`);
  }

  /** Posts one event as Stripe's Connect endpoint does: signed, carrying the account. */
  async function deliver(event: Record<string, unknown>) {
    const payload = JSON.stringify(event);
    const signature = await signWebhookPayload(payload, payments.webhookSecret);
    return request(payments.webhookApp)
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload);
  }

  const outcome = (who: Artist, id: string, body: object) =>
    who.call('post', `/api/appointments/${id}/deposit-outcome`, body);

  return {
    connect,
    project,
    session,
    ask,
    openCheckout,
    pay,
    reopen,
    refundOnDashboard,
    projectOf,
    deliver,
    outcome,
  };
}
