import { randomUUID } from 'node:crypto';
import { HOLD_MINUTES, localDateTimeInput } from '@inkforge/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../adapters/nodemailer/mail-transport';
import { createOfflineStripe } from '../adapters/stripe/stripe-offline';
import { loadConfig, LOCAL_STRIPE_WEBHOOK_SECRET } from '../config';
import { silentLogger } from '../logger';
import { createDueMailDeps, sendDueMail } from '../scheduled/send-due-mail';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { flashPage, openFlashTimes, sessionOf } from '../../test/support/flash-page';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 48, finding 7: a Checkout ends with what it pays for. Stripe's `expires_at` is 30 min to
// 24 h after creation and a session past it takes no payment; a hold's Checkout ends with the
// hold, and releasing an unpaid slot expires its deposit's open Checkout.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const { app, db } = buildTestApp();
const payments = createTestPayments(db);
const { twin } = payments;
const flow = depositFlow(app, db, payments);

let artist: Artist;
let page: ReturnType<typeof flashPage>;

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
  const username = await openBooking(artist, db);
  await flow.connect(artist);
  await openFlashTimes(artist);
  page = flashPage(app, artist, username);
});

/** A twin whose clock the test moves, recording the event types it posts. */
function twinAt(clock: { now: number }) {
  const posted: string[] = [];
  const stripe = createOfflineStripe({
    db,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    pagesBaseUrl: 'http://127.0.0.1:5000/api/demo-stripe',
    clock: () => new Date(clock.now),
    deliver: async (payload) => {
      posted.push(String((JSON.parse(payload) as { type: string }).type));
    },
  });
  return { stripe, posted };
}

describe('checkouts end with what they pay for (issue 48, finding 7)', () => {
  it('the twin refuses expires_at outside 30 min–24 h and takes no payment past it, as Stripe', async () => {
    const clock = { now: Date.now() };
    const { stripe, posted } = twinAt(clock);
    const accountId = await stripe.createConnectedAccount({ uid: randomUUID(), email: null });
    await stripe.completeOnboarding(accountId);
    const open = (expiresInMs?: number) =>
      stripe.createDepositCheckout({
        accountId,
        amountMinor: 5_000,
        currency: 'EUR',
        description: 'Deposit',
        metadata: { kind: 'deposit' },
        successUrl: 'https://app.test/ok',
        cancelUrl: 'https://app.test/back',
        ...(expiresInMs ? { expiresAt: new Date(clock.now + expiresInMs) } : {}),
      });
    for (const tooShortOrLong of [29 * MIN, 24 * HOUR + MIN]) {
      await expect(open(tooShortOrLong)).rejects.toMatchObject({
        statusCode: 400,
        type: 'invalid_request_error',
      });
    }
    // No expires_at: Stripe's default, 24 hours.
    const byDefault = await open();
    expect((await stripe.connectSession(byDefault.id))!.expiresAt).toBe(clock.now + DAY);

    const { id } = await open(30 * MIN);
    clock.now += 30 * MIN;
    const late = await stripe.payOnAccount(id);
    expect(late).toMatchObject({ status: 'expired', paid: false });
    expect(posted).toContain('checkout.session.expired');
    expect(posted).not.toContain('checkout.session.completed');
  });

  it("a flash hold lasts at least Stripe's 30 minutes and its Checkout ends when it does", async () => {
    expect(HOLD_MINUTES).toBeGreaterThanOrEqual(30);
    const flash = await page.published();
    const [start] = await page.times(flash.id);
    const before = Date.now();
    const held = await page.hold(flash.id, start!);
    expect(held.status, held.text).toBe(201);
    const holdEnds = new Date(String(held.body.expiresAt)).getTime();
    const session = await twin.connectSession(sessionOf(String(held.body.checkoutUrl)));
    // Before: the hold ended after 15 minutes and its Checkout took payment for 24 hours.
    expect(session!.expiresAt).toBe(holdEnds);
    expect(holdEnds - before).toBeGreaterThanOrEqual(30 * MIN);
  });

  it('a delayed method books flash: the time stays held until Stripe says the money arrived', async () => {
    const flash = await page.published();
    const open = await page.times(flash.id);
    const [paidAt, failedAt] = [open[0]!, open.at(-1)!];
    const held = await page.hold(flash.id, paidAt);
    expect(held.status, held.text).toBe(201);
    const session = sessionOf(String(held.body.checkoutUrl));
    await twin.startDelayedPayment(session);
    // Kept past its 32 minutes, up to the appointment itself, while the debit clears.
    const hold = (await db.doc(`users/${artist.uid}/holds/${held.body.holdId}`).get()).data();
    expect(hold?.expiresAt.toDate().getTime()).toBe(new Date(paidAt).getTime());
    expect(await page.times(flash.id)).not.toContain(paidAt);
    await twin.settleDelayedPayment(session, true);
    const calendar = await artist.call('get', '/api/calendar-new');
    expect(
      (calendar.body as { appointmentDate: string; status: string }[]).filter(
        (a) => new Date(a.appointmentDate).getTime() === new Date(paidAt).getTime(),
      ),
    ).toEqual([expect.objectContaining({ status: 'confirmed' })]);

    // The debit fails: the time goes back to the calendar, nothing is booked.
    const other = await page.hold(flash.id, failedAt);
    expect(other.status, other.text).toBe(201);
    const unpaid = sessionOf(String(other.body.checkoutUrl));
    await twin.startDelayedPayment(unpaid);
    expect(await page.times(flash.id)).not.toContain(failedAt);
    await twin.settleDelayedPayment(unpaid, false);
    expect(await page.times(flash.id)).toContain(failedAt);
  });

  it('releasing an unpaid slot expires the deposit’s open Checkout (the scheduled sender)', async () => {
    const saved = await artist.call('put', '/api/profile/reminders', {
      hoursBefore: 24,
      studioName: 'Black Lotus Tattoo',
      studioAddress: '12 Canal St, Berlin',
      depositReminderDays: 1,
      releaseUnpaidAfterDays: 2,
    });
    expect(saved.status, saved.text).toBe(200);
    const { clientId, projectId } = await flow.project(artist, 450);
    const tenDays = new Date(Math.ceil((Date.now() + 10 * DAY) / MIN) * MIN);
    const appointmentId = await flow.session(
      artist,
      { clientId, projectId },
      localDateTimeInput(tenDays, 'Europe/Berlin'),
    );
    const token = await flow.ask(artist, appointmentId, 100);
    const session = await flow.openCheckout(token);

    const config = loadConfig();
    const deps = createDueMailDeps({
      db,
      transport: createSmtpTransport(config.mail),
      payments: twin,
      appOrigin: config.appOrigin,
      clock: () => new Date(Date.now() + 3 * DAY + HOUR),
      logger: silentLogger,
    });
    for (let run = 0; run < 20; run += 1) {
      const summary = await sendDueMail(deps);
      if (Object.values(summary).every((n) => n === 0)) break;
    }
    const stored = (await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).get()).data();
    expect(stored?.status).toBe('cancelled');
    // Before: still open, payable for the rest of Stripe's 24 hours, then refunded.
    expect((await twin.connectSession(session))!.status).toBe('expired');
  });
});
