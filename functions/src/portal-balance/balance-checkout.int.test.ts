import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { OPEN_SETTINGS } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 49, deliverable 5: "Pay the balance" on the client's page. A Checkout on the artist's
// connected account for exactly the price minus everything recorded, recorded by the signed
// webhook when the (twin) Stripe says it was paid, never beyond the price, with a receipt mail.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { twin } = payments;
const { app } = buildTestApp({ payments: twin });
const flow = depositFlow(app, db, payments);
const lastYear = new Date().getUTCFullYear() - 1;

/** The client's portal token, from the link the artist hands out. */
async function portalToken(artist: Artist, clientId: string): Promise<string> {
  const res = await artist.call('post', `/api/clients/${clientId}/portal-link`);
  expect(res.status, res.text).toBe(201);
  return String(res.body.url).split('/bookings/')[1]!;
}

/** A €450 project with a session that took place last year and one still to come. */
async function pricedProject(artist: Artist) {
  const p = await flow.project(artist, 450);
  const past = await flow.session(artist, p, `${lastYear}-06-10T11:00`);
  const client = (await db.doc(`users/${artist.uid}/clients/${p.clientId}`).get()).data()!;
  const token = await portalToken(artist, p.clientId);
  return { ...p, past, token, email: String(client.email) };
}

const handPayment = async (artist: Artist, projectId: string, amount: number) => {
  const res = await artist.call('post', '/api/project-payments', {
    projectId,
    amount,
    paymentMethod: 'cash',
  });
  expect(res.status, res.text).toBe(201);
};

const balanceCheckout = (token: string, appointmentId: string) =>
  request(app).post(`/api/public/portal/${token}/appointments/${appointmentId}/balance-checkout`);

const sessionOf = (url: string) => url.split('/connect/checkout/')[1]!;

async function projectMoney(artist: Artist, projectId: string) {
  const project = await flow.projectOf(artist, projectId);
  return {
    totalPaid: Number(project.totalPaid),
    remaining: project.remainingBalance as number | null,
    payments: project.payments as { amount: number; paymentMethod: string; kind: string }[],
  };
}

describe('paying the balance from the client page (issue 49)', () => {
  let artist: Artist;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
    await flow.connect(artist);
  });

  it('opens a checkout for the price minus payments; paid, it is a payment, the bell rings, the client has a receipt; then nothing is due', async () => {
    const p = await pricedProject(artist);
    await handPayment(artist, p.projectId, 100);
    const res = await balanceCheckout(p.token, p.past);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ amountCents: 35000, currency: 'EUR' });
    const sessionId = sessionOf(res.body.url);
    const session = await twin.connectSession(sessionId);
    expect(session).toMatchObject({ amountMinor: 35000, currency: 'EUR', status: 'open' });

    await flow.pay(sessionId);

    const money = await projectMoney(artist, p.projectId);
    expect(money.totalPaid).toBe(450);
    expect(money.remaining).toBe(0);
    expect(money.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 350, paymentMethod: 'card', kind: 'payment' }),
      ]),
    );
    const bell = JSON.stringify((await artist.call('get', '/api/notifications')).body);
    expect(bell).toContain('Balance paid: €350.00');
    const ledger = await db.doc(`users/${artist.uid}/depositLedger/balance-${sessionId}`).get();
    expect(ledger.data()).toMatchObject({ action: 'balance_paid', amountCents: 35000 });

    const receipts = (await inboxOf(p.email)).filter((m) =>
      m.subject.startsWith('Payment received'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toMatch(
      /^Payment received: €350\.00 for your tattoo session with .+, paid in full$/,
    );
    expect(receipts[0]!.text).toContain('Nothing more is due.');

    const again = await balanceCheckout(p.token, p.past);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'NOTHING_DUE' });
    expect(again.body.message).toMatch(/paid in full/);
  });

  it('records only what is due when a payment came first, and gives the excess back', async () => {
    const p = await pricedProject(artist);
    const opened = await balanceCheckout(p.token, p.past);
    expect(opened.body.amountCents).toBe(45000);
    // The client sees €450 due; the artist takes €150 cash at the desk before the card is paid.
    await handPayment(artist, p.projectId, 150);
    const sessionId = sessionOf(opened.body.url);
    await flow.pay(sessionId);
    const money = await projectMoney(artist, p.projectId);
    expect(money.totalPaid).toBe(450);
    expect((await twin.connectSession(sessionId))?.refundedMinor).toBe(15000);
    const receipt = (await inboxOf(p.email)).find((m) => m.subject.startsWith('Payment received'));
    expect(receipt?.subject).toMatch(/^Payment received: €300\.00 for your tattoo session/);
    expect(receipt?.text).toContain('€150.00 of it was more than was still due');
    const bell = JSON.stringify((await artist.call('get', '/api/notifications')).body);
    expect(bell).toContain('Balance refunded: €150.00');
  });

  it('says what is still due when the price went up after the checkout was opened', async () => {
    const p = await pricedProject(artist);
    const opened = await balanceCheckout(p.token, p.past);
    // The artist sets the final price above the estimate while the client is on Stripe's page.
    const raised = await artist.call('put', `/api/client-projects/${p.projectId}`, {
      clientId: p.clientId,
      title: 'Koi sleeve',
      estimatedPrice: 450,
      finalPrice: 600,
    });
    expect(raised.status, raised.text).toBe(200);
    await flow.pay(sessionOf(opened.body.url));
    expect((await projectMoney(artist, p.projectId)).remaining).toBe(150);
    const receipt = (await inboxOf(p.email)).find((m) => m.subject.startsWith('Payment received'));
    expect(receipt?.subject).toMatch(
      /€450\.00 for your tattoo session with .+, still due €150\.00$/,
    );
  });

  it("a balance refunded on the artist's Stripe dashboard stops counting and leaves the paid deposit alone", async () => {
    const p = await pricedProject(artist);
    const depositToken = await flow.ask(artist, p.past, 100);
    await flow.pay(await flow.openCheckout(depositToken));
    const opened = await balanceCheckout(p.token, p.past);
    expect(opened.body.amountCents).toBe(35000);
    const sessionId = sessionOf(opened.body.url);
    await flow.pay(sessionId);
    expect((await projectMoney(artist, p.projectId)).totalPaid).toBe(450);

    await flow.refundOnDashboard(sessionId);

    expect((await projectMoney(artist, p.projectId)).totalPaid).toBe(100);
    const appointment = (await db.doc(`users/${artist.uid}/appointments/${p.past}`).get()).data();
    expect(appointment?.deposit.status).toBe('paid');
  });

  it('two balance checkouts paid at once never record beyond the price; the excess goes back on Stripe', async () => {
    const p = await pricedProject(artist);
    await handPayment(artist, p.projectId, 100);
    const a = await balanceCheckout(p.token, p.past);
    await handPayment(artist, p.projectId, 50);
    const b = await balanceCheckout(p.token, p.past);
    expect([a.body.amountCents, b.body.amountCents]).toEqual([35000, 30000]);
    const [sa, sb] = [sessionOf(a.body.url), sessionOf(b.body.url)];

    await Promise.all([flow.pay(sa), flow.pay(sb)]);

    const money = await projectMoney(artist, p.projectId);
    expect(money.totalPaid).toBe(450);
    const cards = money.payments.filter((x) => x.paymentMethod === 'card');
    expect(cards.map((x) => x.amount)).toEqual([300]);
    // Stripe took 650 in all and gave back exactly what was over the price.
    const [ta, tb] = [await twin.connectSession(sa), await twin.connectSession(sb)];
    const refunded = (ta!.refundedMinor ?? 0) + (tb!.refundedMinor ?? 0);
    expect(ta!.paid && tb!.paid).toBe(true);
    expect(refunded).toBe(35000);
    const ledger = (await db.collection(`users/${artist.uid}/depositLedger`).get()).docs.map(
      (d) => d.id,
    );
    const given = [`excess-${sa}`, `unpayable-${sa}`, `excess-${sb}`, `unpayable-${sb}`].filter(
      (k) => ledger.includes(k),
    );
    expect(given).toHaveLength(ledger.includes(`balance-${sa}`) ? 2 : 1);
    // One receipt for the payment kept, one note for the payment given back in full.
    const subjects = (await inboxOf(p.email)).map((m) => m.subject);
    expect(subjects.filter((x) => x.startsWith('Payment received: €300.00'))).toHaveLength(1);
    expect(subjects.filter((x) => x.startsWith('Payment refunded: '))).toHaveLength(1);
  });

  it('records nothing for a checkout that expired', async () => {
    const p = await pricedProject(artist);
    const opened = await balanceCheckout(p.token, p.past);
    const sessionId = sessionOf(opened.body.url);
    const session = await twin.connectSession(sessionId);
    await twin.expireDepositCheckout({ accountId: session!.accountId, sessionId });
    await request(app).post(`/api/demo-stripe/connect/checkout/${sessionId}/pay`);
    const money = await projectMoney(artist, p.projectId);
    expect(money.totalPaid).toBe(0);
    expect((await db.doc(`users/${artist.uid}/payments/balance-${sessionId}`).get()).exists).toBe(
      false,
    );
  });

  it('before the session only when the artist allows it', async () => {
    const p = await pricedProject(artist);
    const offered = async () => {
      const page = await request(app).get(`/api/public/portal/${p.token}`);
      expect(page.status, page.text).toBe(200);
      const all = [...page.body.upcoming, ...page.body.past] as {
        id: string;
        balanceOnline?: boolean;
      }[];
      return Object.fromEntries(all.map((a) => [a.id, a.balanceOnline]));
    };
    // The page offers "Pay the balance" exactly where the route takes it.
    expect(await offered()).toMatchObject({ [p.first]: false, [p.past]: true });
    const before = await balanceCheckout(p.token, p.first);
    expect(before.status).toBe(409);
    expect(before.body).toMatchObject({ error: 'BALANCE_NOT_YET' });
    const allow = (balanceOnline: boolean) =>
      artist.call('put', '/api/profile/booking', { ...OPEN_SETTINGS, open: false, balanceOnline });
    const on = await allow(true);
    expect(on.status, on.text).toBe(200);
    expect(await offered()).toMatchObject({ [p.first]: true, [p.past]: true });
    const allowed = await balanceCheckout(p.token, p.first);
    expect((await allow(false)).status).toBe(200);
    expect(allowed.status, allowed.text).toBe(201);
    expect(allowed.body.amountCents).toBe(45000);
  });

  it("refuses another client's and another artist's appointment with 404", async () => {
    const mine = await pricedProject(artist);
    const theirs = await pricedProject(artist);
    const other = await createArtist(app, db, { plan: 'pro' });
    const stranger = await pricedProject(other);
    for (const id of [theirs.past, stranger.past, 'no-such-appointment']) {
      const res = await balanceCheckout(mine.token, id);
      expect(res.status, id).toBe(404);
      expect(res.body.error).toBe('APPOINTMENT_NOT_FOUND');
    }
    expect((await balanceCheckout('not-a-token', mine.past)).status).toBe(404);
  });

  it("charges and writes the receipt in the artist's currency", async () => {
    const pounds = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/London' });
    const formats = await pounds.call('put', '/api/profile/formats', {
      currency: 'GBP',
      locale: 'en-GB',
    });
    expect(formats.status, formats.text).toBe(200);
    await flow.connect(pounds);
    const p = await pricedProject(pounds);
    const opened = await balanceCheckout(p.token, p.past);
    expect(opened.body).toMatchObject({ amountCents: 45000, currency: 'GBP' });
    const sessionId = sessionOf(opened.body.url);
    expect(await twin.connectSession(sessionId)).toMatchObject({ currency: 'GBP' });
    await flow.pay(sessionId);
    const receipt = (await inboxOf(p.email)).find((m) => m.subject.startsWith('Payment received'));
    expect(receipt?.subject).toMatch(/^Payment received: £450\.00 for your tattoo session/);
  });

  it('refuses while the artist has no Stripe account connected', async () => {
    const other = await createArtist(app, db, { plan: 'pro' });
    const p = await pricedProject(other);
    const res = await balanceCheckout(p.token, p.past);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'DEPOSIT_PAYMENTS_NOT_CONNECTED' });
  });
});
