import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentDeclinedError } from '../payments';
import { createStripePayments, STRIPE_API_VERSION } from './stripe';
import { subscriptionObject } from './stripe-offline-objects';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  headers: IncomingMessage['headers'];
}

const seen: Seen[] = [];
const subscription = subscriptionObject({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodStart: Date.UTC(2026, 0, 1),
  currentPeriodEnd: Date.UTC(2026, 1, 1),
  startedAt: Date.UTC(2026, 0, 1),
  createdAt: Date.UTC(2026, 0, 1),
  itemId: 'si_1',
  priceId: 'pro-monthly',
  currency: 'EUR',
  amountMinor: 3999,
  interval: 'month',
  metadata: { uid: 'u1', planCode: 'pro', billing: 'monthly' },
  paymentIntentId: null,
  chargeId: null,
  refunded: false,
});

const list = (data: unknown[]) => ({ object: 'list', data, has_more: false });

const invoice = (id: string, intent: string, total: number, status: string) => ({
  id,
  object: 'invoice',
  created: Date.UTC(2026, 0, 1) / 1000,
  total,
  currency: 'eur',
  status,
  hosted_invoice_url: `https://invoice.stripe.test/${id}`,
  invoice_pdf: `https://invoice.stripe.test/${id}/pdf`,
  payments: list([
    { id: `inpay_${id}`, payment: { type: 'payment_intent', payment_intent: intent } },
  ]),
});

const invoices = [
  invoice('in_2', 'pi_2', 3999, 'paid'),
  invoice('in_1', 'pi_1', 3999, 'paid'),
  invoice('in_draft', 'pi_none', 3999, 'draft'),
];

/** Connected accounts the stand-in knows: one onboarded, one that cannot take charges yet. */
const ACCOUNTS: Record<string, { charges_enabled: boolean; details_submitted: boolean }> = {
  acct_1: { charges_enabled: true, details_submitted: true },
  acct_pending: { charges_enabled: false, details_submitted: false },
};

const stripeError = (status: number, type: string, message: string, code?: string) => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

/** Calls made on a connected account (the Stripe-Account header), as Stripe answers them. */
function answerOnAccount(req: Seen, account: string): { status: number; body: unknown } {
  const route = `${req.method} ${req.path}`;
  const known = ACCOUNTS[account];
  if (!known) {
    return stripeError(
      403,
      'invalid_request_error',
      `The provided key does not have access to account '${account}' (or that account does not exist).`,
    );
  }
  if (route === 'POST /v1/checkout/sessions') {
    if (!known.charges_enabled) {
      return stripeError(
        400,
        'invalid_request_error',
        'This account cannot currently make charges.',
      );
    }
    return {
      status: 200,
      body: {
        id: 'cs_acct',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/cs_acct',
      },
    };
  }
  if (route === 'POST /v1/refunds') {
    if (req.body.get('payment_intent') === 'pi_refunded') {
      return stripeError(
        400,
        'invalid_request_error',
        'Charge has already been refunded.',
        'charge_already_refunded',
      );
    }
    if (req.body.get('payment_intent') !== 'pi_deposit') {
      return stripeError(
        404,
        'invalid_request_error',
        'No such payment_intent',
        'resource_missing',
      );
    }
    return {
      status: 200,
      body: { id: 're_1', object: 'refund', amount: 10_000, status: 'succeeded' },
    };
  }
  return stripeError(404, 'invalid_request_error', `unexpected ${route} on ${account}`);
}

/** A stand-in for api.stripe.com: answers what Stripe would for the calls billing makes. */
function answer(req: Seen): { status: number; body: unknown } {
  const route = `${req.method} ${req.path}`;
  const onAccount = req.headers['stripe-account'];
  if (typeof onAccount === 'string') return answerOnAccount(req, onAccount);
  if (route === 'POST /v1/accounts') {
    if (!req.body.get('type') && !req.body.get('controller[stripe_dashboard][type]')) {
      return stripeError(400, 'invalid_request_error', 'Give the account controller or type.');
    }
    return { status: 200, body: { id: 'acct_1', object: 'account', charges_enabled: false } };
  }
  if (route === 'POST /v1/account_links') {
    const account = req.body.get('account') ?? '';
    if (!ACCOUNTS[account]) {
      return stripeError(
        400,
        'invalid_request_error',
        `No such account: '${account}'`,
        'resource_missing',
      );
    }
    return {
      status: 200,
      body: { object: 'account_link', url: `https://connect.stripe.test/setup/${account}` },
    };
  }
  if (req.method === 'GET' && req.path.startsWith('/v1/accounts/')) {
    const id = req.path.slice('/v1/accounts/'.length);
    const known = ACCOUNTS[id];
    if (!known) {
      return stripeError(
        404,
        'invalid_request_error',
        `No such account: '${id}'`,
        'resource_missing',
      );
    }
    return { status: 200, body: { id, object: 'account', type: 'standard', ...known } };
  }
  if (route === 'POST /v1/customers')
    return { status: 200, body: { id: 'cus_1', object: 'customer' } };
  if (route === 'GET /v1/prices') {
    return {
      status: 200,
      body: {
        object: 'list',
        data: [{ id: `price_${req.query.get('lookup_keys[0]')}` }],
        has_more: false,
      },
    };
  }
  if (route === 'POST /v1/checkout/sessions') {
    return {
      status: 200,
      body: { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.test/cs_1' },
    };
  }
  if (route === 'POST /v1/billing_portal/sessions') {
    return {
      status: 200,
      body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p' },
    };
  }
  if (route === 'GET /v1/subscriptions/sub_1') return { status: 200, body: subscription };
  if (route === 'GET /v1/invoices') return { status: 200, body: list(invoices) };
  if (route === 'GET /v1/charges') {
    return {
      status: 200,
      body: list([
        { id: 'ch_2', object: 'charge', refunded: true, payment_intent: 'pi_2' },
        { id: 'ch_1', object: 'charge', refunded: false, payment_intent: 'pi_1' },
      ]),
    };
  }
  if (route === 'POST /v1/invoices/create_preview') {
    return { status: 200, body: { object: 'invoice', amount_due: 1999, currency: 'eur' } };
  }
  if (route === 'GET /v1/customers/cus_1') {
    return {
      status: 200,
      body: {
        id: 'cus_1',
        object: 'customer',
        invoice_settings: {
          default_payment_method: {
            id: 'pm_1',
            object: 'payment_method',
            type: 'card',
            card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2029 },
          },
        },
      },
    };
  }
  if (route === 'GET /v1/subscriptions/sub_gone') {
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such subscription',
        },
      },
    };
  }
  if (
    route === 'POST /v1/subscriptions/sub_1' &&
    req.body.get('proration_behavior') === 'always_invoice'
  ) {
    return {
      status: 402,
      body: {
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      },
    };
  }
  if (route === 'POST /v1/subscriptions/sub_1') {
    return {
      status: 200,
      body: {
        ...subscription,
        cancel_at_period_end: req.body.get('cancel_at_period_end') === 'true',
      },
    };
  }
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `unexpected ${route}` } },
  };
}

let server: Server;
let payments: ReturnType<typeof createStripePayments>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const record: Seen = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body: new URLSearchParams(raw),
        headers: req.headers,
      };
      seen.push(record);
      const { status, body } = answer(record);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  payments = createStripePayments({
    secretKey: 'sk_test_local',
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = (path: string) => [...seen].reverse().find((s) => s.path === path);

describe('Stripe adapter through the real SDK', () => {
  it('creates one customer per user, with the uid in metadata and the pinned API version', async () => {
    expect(await payments.createCustomer({ uid: 'u1', email: 'u1@example.test' })).toBe('cus_1');
    const call = last('/v1/customers');
    expect(call?.body.get('metadata[uid]')).toBe('u1');
    expect(call?.headers['idempotency-key']).toBe('customer-u1');
    expect(call?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(call?.headers.authorization).toBe('Bearer sk_test_local');
  });

  it('opens a subscription checkout for the catalogue price with the uid twice over', async () => {
    const session = await payments.createCheckout({
      uid: 'u1',
      customerId: 'cus_1',
      mode: 'subscription',
      priceId: 'pro-yearly',
      currency: 'GBP',
      amountMinor: 33990,
      description: 'Pro',
      interval: 'yearly',
      metadata: { planCode: 'pro', billing: 'yearly' },
      successUrl: 'http://127.0.0.1:5000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://127.0.0.1:5000/subscribe?canceled=true',
    });
    expect(session).toEqual({ id: 'cs_1', url: 'https://checkout.stripe.test/cs_1' });
    expect(last('/v1/prices')?.query.get('lookup_keys[0]')).toBe('pro-yearly');
    const body = last('/v1/checkout/sessions')?.body;
    expect(body?.get('mode')).toBe('subscription');
    expect(body?.get('client_reference_id')).toBe('u1');
    expect(body?.get('line_items[0][price]')).toBe('price_pro-yearly');
    expect(body?.get('currency')).toBe('gbp');
    expect(body?.get('subscription_data[metadata][uid]')).toBe('u1');
    expect(body?.get('subscription_data[metadata][planCode]')).toBe('pro');
    expect(body?.get('success_url')).toContain('{CHECKOUT_SESSION_ID}');
  });

  it('puts a pack checkout in payment mode with the metadata on the payment', async () => {
    await payments.createCheckout({
      uid: 'u1',
      customerId: 'cus_1',
      mode: 'payment',
      priceId: 'credits500',
      currency: 'EUR',
      amountMinor: 3999,
      description: '500 Credits',
      metadata: { packCode: 'credits-500' },
      successUrl: 'http://x/ok',
      cancelUrl: 'http://x/no',
    });
    const body = last('/v1/checkout/sessions')?.body;
    expect(body?.get('mode')).toBe('payment');
    expect(body?.get('payment_intent_data[metadata][packCode]')).toBe('credits-500');
  });

  it('reads a subscription with its period from the item, and null for a missing one', async () => {
    const sub = await payments.getSubscription('sub_1');
    expect(sub).toMatchObject({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      itemId: 'si_1',
      currentPeriodEnd: new Date(Date.UTC(2026, 1, 1)),
      metadata: { planCode: 'pro' },
    });
    expect(await payments.getSubscription('sub_gone')).toBeNull();
  });

  it('turns a declined proration payment into PaymentDeclinedError', async () => {
    await expect(
      payments.changePlan({
        subscriptionId: 'sub_1',
        itemId: 'si_1',
        priceId: 'premium-monthly',
        currency: 'EUR',
        amountMinor: 7999,
        interval: 'monthly',
        prorate: true,
        metadata: { planCode: 'premium', upgradedFrom: 'pro' },
      }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
    const body = last('/v1/subscriptions/sub_1')?.body;
    expect(body?.get('payment_behavior')).toBe('error_if_incomplete');
    expect(body?.get('items[0][id]')).toBe('si_1');
  });

  it('schedules a downgrade without proration, cancels at period end, and opens the portal', async () => {
    await payments.changePlan({
      subscriptionId: 'sub_1',
      itemId: 'si_1',
      priceId: 'basic-monthly',
      currency: 'EUR',
      amountMinor: 1999,
      interval: 'monthly',
      prorate: false,
      metadata: { planCode: 'basic' },
    });
    expect(last('/v1/subscriptions/sub_1')?.body.get('proration_behavior')).toBe('none');
    expect((await payments.setCancelAtPeriodEnd('sub_1', true)).cancelAtPeriodEnd).toBe(true);
    expect(await payments.createPortal('cus_1', 'http://x/settings')).toBe(
      'https://billing.stripe.test/p',
    );
    expect(last('/v1/billing_portal/sessions')?.body.get('return_url')).toBe('http://x/settings');
  });

  it('reads the billing history: the upcoming invoice preview, invoices with their links, the card', async () => {
    const history = await payments.billingHistory('cus_1', 'sub_1');
    // The next charge is what Stripe previews for the subscription, due at its period end.
    expect(history.upcoming).toEqual({
      amountMinor: 1999,
      currency: 'EUR',
      date: new Date(Date.UTC(2026, 1, 1)),
    });
    const preview = last('/v1/invoices/create_preview')?.body;
    expect(preview?.get('customer')).toBe('cus_1');
    expect(preview?.get('subscription')).toBe('sub_1');
    expect(last('/v1/invoices')?.query.get('expand[0]')).toBe('data.payments');
    // Drafts are not invoices a person was sent; the refunded charge marks its invoice.
    expect(history.invoices.map((i) => [i.id, i.refunded, i.status])).toEqual([
      ['in_2', true, 'paid'],
      ['in_1', false, 'paid'],
    ]);
    expect(history.invoices[1]).toMatchObject({
      amountMinor: 3999,
      currency: 'EUR',
      hostedUrl: 'https://invoice.stripe.test/in_1',
      pdfUrl: 'https://invoice.stripe.test/in_1/pdf',
    });
    expect(history.card).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2029,
    });
  });

  it('has no next charge without a live subscription', async () => {
    const calls = seen.length;
    const history = await payments.billingHistory('cus_1', null);
    expect(history.upcoming).toBeNull();
    expect(seen.slice(calls).some((s) => s.path === '/v1/invoices/create_preview')).toBe(false);
    expect(history.invoices).toHaveLength(2);
  });

  it('creates the artist a Standard account once and an onboarding link back to Settings', async () => {
    expect(await payments.createConnectedAccount({ uid: 'u1', email: 'u1@example.test' })).toBe(
      'acct_1',
    );
    const created = last('/v1/accounts');
    // Standard's behaviour through controller properties: the SDK deprecates `type`.
    expect(created?.body.get('type')).toBeNull();
    expect(created?.body.get('controller[stripe_dashboard][type]')).toBe('full');
    expect(created?.body.get('controller[fees][payer]')).toBe('account');
    expect(created?.body.get('controller[losses][payments]')).toBe('stripe');
    expect(created?.body.get('controller[requirement_collection]')).toBe('stripe');
    expect(created?.body.get('metadata[uid]')).toBe('u1');
    expect(created?.headers['idempotency-key']).toBe('connect-account-u1');
    const url = await payments.createAccountLink({
      accountId: 'acct_1',
      refreshUrl: 'http://x/settings?connect=refresh',
      returnUrl: 'http://x/settings?connect=done',
    });
    expect(url).toBe('https://connect.stripe.test/setup/acct_1');
    const link = last('/v1/account_links')?.body;
    expect(link?.get('type')).toBe('account_onboarding');
    expect(link?.get('return_url')).toBe('http://x/settings?connect=done');
    await expect(
      payments.createAccountLink({
        accountId: 'acct_nope',
        refreshUrl: 'http://x',
        returnUrl: 'http://x',
      }),
    ).rejects.toThrow(/No such account/);
  });

  it('reads whether a connected account can take charges, and null for a missing one', async () => {
    expect(await payments.getConnectedAccount('acct_1')).toEqual({
      id: 'acct_1',
      chargesEnabled: true,
      detailsSubmitted: true,
    });
    expect(await payments.getConnectedAccount('acct_gone')).toBeNull();
  });

  it('opens a deposit checkout as a direct charge on the artist account, no fee unless set', async () => {
    const request = {
      accountId: 'acct_1',
      amountMinor: 10_000,
      currency: 'EUR',
      description: 'Deposit for Ink Pro',
      metadata: { kind: 'deposit', uid: 'u1', appointmentId: 'a1' },
      successUrl: 'http://x/deposit/t?paid=1',
      cancelUrl: 'http://x/deposit/t',
    };
    expect(await payments.createDepositCheckout(request)).toEqual({
      id: 'cs_acct',
      url: 'https://checkout.stripe.test/cs_acct',
    });
    const call = last('/v1/checkout/sessions');
    expect(call?.headers['stripe-account']).toBe('acct_1');
    expect(call?.body.get('mode')).toBe('payment');
    expect(call?.body.get('line_items[0][price_data][unit_amount]')).toBe('10000');
    expect(call?.body.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(call?.body.get('payment_intent_data[metadata][kind]')).toBe('deposit');
    expect(call?.body.has('payment_intent_data[application_fee_amount]')).toBe(false);

    await payments.createDepositCheckout({ ...request, applicationFeeMinor: 150 });
    expect(
      last('/v1/checkout/sessions')?.body.get('payment_intent_data[application_fee_amount]'),
    ).toBe('150');
    expect(call?.body.has('expires_at')).toBe(false);

    // A flash hold's Checkout ends with the hold: `expires_at` in Unix seconds.
    await payments.createDepositCheckout({
      ...request,
      expiresAt: new Date('2030-01-01T12:32:00.900Z'),
    });
    expect(last('/v1/checkout/sessions')?.body.get('expires_at')).toBe(
      String(Date.parse('2030-01-01T12:32:00Z') / 1000),
    );
  });

  it('is refused a direct charge on an account that is not connected or not onboarded', async () => {
    const base = {
      amountMinor: 10_000,
      currency: 'EUR',
      description: 'Deposit',
      metadata: {},
      successUrl: 'http://x/ok',
      cancelUrl: 'http://x/no',
    };
    await expect(
      payments.createDepositCheckout({ ...base, accountId: 'acct_stranger' }),
    ).rejects.toThrow(/does not have access to account/);
    await expect(
      payments.createDepositCheckout({ ...base, accountId: 'acct_pending' }),
    ).rejects.toThrow(/cannot currently make charges/);
  });

  it('refunds a deposit on the artist account under the given idempotency key', async () => {
    expect(
      await payments.refundOnAccount({
        accountId: 'acct_1',
        paymentIntentId: 'pi_deposit',
        idempotencyKey: 'refund-a1',
      }),
    ).toEqual({ id: 're_1', amountMinor: 10_000, status: 'succeeded', failureReason: null });
    const call = last('/v1/refunds');
    expect(call?.headers['stripe-account']).toBe('acct_1');
    expect(call?.headers['idempotency-key']).toBe('refund-a1');
    await expect(
      payments.refundOnAccount({
        accountId: 'acct_1',
        paymentIntentId: 'pi_other',
        idempotencyKey: 'refund-a2',
      }),
    ).rejects.toThrow(/No such payment_intent/);
    // Refunded already (the key's day has passed): nothing more, and no error.
    expect(
      await payments.refundOnAccount({
        accountId: 'acct_1',
        paymentIntentId: 'pi_refunded',
        idempotencyKey: 'refund-a3',
      }),
    ).toEqual({ id: '', amountMinor: 0, status: 'succeeded', failureReason: null });
  });
});
