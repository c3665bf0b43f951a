import { formatMoney, priceMinor } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildBillingTestApp } from '../../test/support/billing-app';

const billing = buildBillingTestApp();
const { db, app } = billing;

async function signedIn() {
  const member = await billing.signedIn();
  const { auth } = member;
  const history = async () => {
    const res = await request(app).get('/api/billing/history').set('Authorization', auth);
    expect(res.status).toBe(200);
    return res.body;
  };
  return { ...member, history };
}

async function subscribe(auth: string, body: Record<string, string>): Promise<void> {
  const res = await request(app)
    .post('/api/checkout/multi-currency')
    .set('Authorization', auth)
    .send(body);
  expect(res.status).toBe(200);
  // The order page names the card the demo checkout pays with, the one the history shows.
  const order = await request(app).get(`/api/demo-stripe/checkout/${String(res.body.sessionId)}`);
  expect(order.text).toContain('Visa ending in 4242');
  await request(app)
    .post(`/api/demo-stripe/checkout/${String(res.body.sessionId)}/pay`)
    .expect(303);
}

/** The twin's links are absolute (they open in the browser): the path is what the app serves. */
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe('billing history (Settings → Subscription)', () => {
  it('is empty, not an error, for someone who never subscribed', async () => {
    const user = await signedIn();
    expect(await user.history()).toEqual({ nextCharge: null, invoices: [], paymentMethod: null });
  });

  it('shows the next charge, the paid invoice with its own page and PDF, and the card', async () => {
    const user = await signedIn();
    await subscribe(user.auth, { plan: 'pro', billing: 'monthly' });
    const me = await user.me();
    const history = await user.history();
    expect(history.nextCharge).toEqual({
      amountMinor: 3999,
      currency: 'EUR',
      amountFormatted: '€39.99',
      date: me.subscriptionRenewsAt,
    });
    expect(history.paymentMethod).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
    });
    expect(history.invoices).toHaveLength(1);
    const [invoice] = history.invoices;
    expect(invoice).toMatchObject({
      amountMinor: 3999,
      currency: 'EUR',
      amountFormatted: '€39.99',
      status: 'paid',
      refunded: false,
    });

    const page = await request(app).get(pathOf(invoice.hostedUrl));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('€39.99');
    expect(page.text).toContain('Paid');
    expect(page.text).toContain('Pro plan, billed monthly');
    const pdf = await request(app)
      .get(pathOf(invoice.pdfUrl))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    // A downgrade waits for the renewal: the next charge is already the lower price.
    await request(app)
      .post('/api/update-subscription')
      .set('Authorization', user.auth)
      .send({ planCode: 'basic', billing: 'monthly' })
      .expect(200);
    expect((await user.history()).nextCharge).toMatchObject({
      amountMinor: 1999,
      amountFormatted: '€19.99',
      date: me.subscriptionRenewsAt,
    });

    // Cancelled at the period end: nothing more will be charged; the invoice stays listed.
    await request(app).post('/api/subscription/cancel').set('Authorization', user.auth).expect(200);
    const cancelled = await user.history();
    expect(cancelled.nextCharge).toBeNull();
    expect(cancelled.invoices).toHaveLength(1);
  });

  it('formats yen in whole units, in the invoice currency', async () => {
    const user = await signedIn();
    await subscribe(user.auth, { plan: 'basic', billing: 'monthly', currency: 'JPY' });
    const history = await user.history();
    const yen = formatMoney(priceMinor('basic-monthly', 'JPY'), 'JPY');
    expect(yen).not.toContain('.');
    expect(history.nextCharge).toMatchObject({ currency: 'JPY', amountFormatted: yen });
    expect(history.invoices[0]).toMatchObject({ currency: 'JPY', amountFormatted: yen });
  });

  it('lists a renewal as a second invoice, newest first', async () => {
    const user = await signedIn();
    await subscribe(user.auth, { plan: 'basic', billing: 'monthly' });
    const customerId = String((await db.doc(`users/${user.uid}`).get()).data()?.stripeCustomerId);
    await request(app).post(`/api/demo-stripe/portal/${customerId}/end-period`).expect(303);
    const { invoices, nextCharge } = await user.history();
    expect(invoices).toHaveLength(2);
    expect(invoices[0].date >= invoices[1].date).toBe(true);
    expect(nextCharge.date).toBe((await user.me()).subscriptionRenewsAt);
  });

  it('answers an unknown invoice with a JSON 404', async () => {
    const res = await request(app).get('/api/demo-stripe/invoice/in_demo000000000000000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'INVOICE_NOT_FOUND' });
  });
});
