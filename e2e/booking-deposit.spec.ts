import { describe, expect, it } from 'vitest';
import { demoAccount } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';
import { acceptDialogFor, fillBookingRequest, referencePhoto } from './support/booking-form';
import { cancelOnCalendar } from './support/cancel-appointment';
import { inboxOf, linkIn, mailTo } from './support/mail';
import { mailProblems, SEEDED_STUDIO_ADDRESS } from './support/what-where-scan';

// The seeded pro artist takes requests at /book/pro and its Stripe account is connected in the
// offline twin (scripts/local-stack/seed.mjs): clients pay deposits to it online.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };

const moon = () =>
  referencePhoto('<circle cx="240" cy="180" r="120" fill="none" stroke="#222" stroke-width="10"/>');

describe('deposits paid online (issues 27, 33, 34)', () => {
  it('a client books from a phone, learns of the deposit by mail, pays it; the artist refunds it', async () => {
    const stamp = Date.now();
    const name = `Deposit Journey ${stamp}`;
    const email = `deposit-journey-${stamp}@example.test`;
    const idea = `Moon circle ${stamp}`;
    // A day from 2036 on that no earlier run used, so the proposed slot never overlaps.
    const day = new Date(Date.UTC(2036, 0, 1) + (Math.floor(stamp / 1000) % 20_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);

    // The client sends a request with a reference image from a phone, on the artist's page.
    const phone = await newPage(browser(), PHONE, { bypassCSP: true });
    const client = phone.page;
    await client.goto(`${appUrl()}/book/pro`);
    await client.getByRole('heading', { level: 1, name: 'Paola Pro' }).waitFor();
    const form = await fillBookingRequest(client, {
      idea,
      placement: 'Forearm',
      sizeCm: 10,
      name,
      email,
      phone: '+49 170 7654321',
      reference: { name: 'moon.jpg', buffer: await moon() },
    });
    await form.getByRole('button', { name: 'Send request' }).click();
    await client.getByRole('heading', { name: 'Request sent' }).waitFor();

    // The artist accepts with a €100 deposit; the request links the client's deposit page.
    const desk = await newPage(browser(), undefined, { bypassCSP: true });
    const page = desk.page;
    const accept = await acceptDialogFor(page, pro, name, `${day}T11:00`);
    await accept.getByLabel('Estimated price (€)').fill('450');
    await accept.getByLabel('Deposit (€)').fill('100');
    await accept.getByRole('button', { name: 'Accept and propose' }).click();
    await accept.waitFor({ state: 'hidden' });
    await page
      .getByRole('radiogroup', { name: 'Show' })
      .getByText(/^Answered/)
      .click();
    // The client learns of the deposit from the mail alone: its amount, the policy and the link.
    const request = await mailTo(email, /^Deposit to confirm your tattoo session with /);
    expect(request.subject).not.toMatch(/^Booked/);
    expect(request.text).toContain('€100.00');
    const link = linkIn(request, '/deposit/');

    // The client: the amount first, the appointment, the policy to accept, then pays.
    await client.goto(`${appUrl()}${link}`);
    await client.getByRole('heading', { level: 1, name: 'Deposit for Paola Pro' }).waitFor();
    await client.getByText('€100.00', { exact: true }).waitFor();
    await client.getByRole('heading', { name: /^Deposit policy \(version \d+\)$/ }).waitFor();
    await expectNoSeriousFindings(client, '/deposit/{token}');
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(client, 'deposit-page-phone');
    await client.getByRole('button', { name: 'Pay deposit €100.00' }).click();
    await client.getByText('Accept the deposit policy to pay.').waitFor();
    await client.getByRole('checkbox', { name: 'I accept the deposit policy' }).check();
    await client.getByRole('button', { name: 'Pay deposit €100.00' }).click();
    // The twin's Checkout, on the artist's own connected account.
    await client.waitForURL(/\/api\/demo-stripe\/connect\/checkout\//);
    await client.getByText("Paid to the artist's own Stripe account", { exact: false }).waitFor();
    await client.getByRole('button', { name: 'Pay' }).click();
    await client.waitForURL(/\/deposit\/[A-Za-z0-9_-]{43}\?paid=1$/);
    // The seeded pro artist works at the seeded studio: the page names both.
    await client
      .getByText('Thank you. Paola Pro (Black Lotus) has received your deposit of €100.00.')
      .waitFor();
    await expectNoSeriousFindings(client, '/deposit/{token} (paid)');
    await screenshot(client, 'deposit-paid-phone');
    await phone.context.close();
    // Only now is the client told they are booked; the artist's bell rang for the payment.
    await mailTo(email, /^Booked: your tattoo session with .*, deposit €100\.00 received$/);
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByText('Deposit paid: €100.00').first().waitFor();
    await page.keyboard.press('Escape');

    // The artist: the project holds the deposit and says what is still due.
    await page.goto(`${appUrl()}/clients`);
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    const detail = page.getByRole('dialog', { name });
    await detail.getByRole('tab', { name: 'Projects' }).click();
    await detail.getByText('Paid: €100.00 (deposit €100.00)').waitFor();
    await detail.getByText('Balance due: €350.00').waitFor();
    await screenshot(page, 'deposit-on-project');
    await page.keyboard.press('Escape');

    // The calendar card shows the deposit.
    await page.goto(`${appUrl()}/calendar`);
    await page.getByLabel('Filter by date').fill(day);
    const appointment = page.getByTestId('calendar-appointment').filter({ hasText: name });
    await appointment.getByText(/^Deposit paid: \S+100\.00 · Balance due: \S+350\.00$/).waitFor();
    await screenshot(page, 'deposit-on-calendar');

    // The artist refunds it from the appointment: Stripe gives it back, the project follows.
    await page.goto(`${appUrl()}/clients`);
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    await detail.getByRole('tab', { name: 'Appointments' }).click();
    await detail.getByText('Deposit €100.00: paid online').waitFor();
    await detail.getByRole('button', { name: `Deposit of ${idea}` }).click();
    const outcome = page.getByRole('dialog', { name: 'Deposit', exact: true });
    await outcome.getByText(/policy version \d+ accepted/).waitFor();
    await outcome.getByRole('radio', { name: /Refund it/ }).check();
    await expectNoSeriousFindings(page, 'deposit outcome dialog');
    await outcome.getByRole('button', { name: 'Apply' }).click();
    // Money leaves the artist's account: the dialog asks once more before it goes.
    await outcome.getByRole('button', { name: 'Refund €100.00' }).click();
    await outcome.waitFor({ state: 'hidden' });
    await detail.getByText('Deposit €100.00: refunded').waitFor();
    // Then cancels the visit (issue 49): the client reads "Cancelled" first, then the refund
    // of the cancelled visit, and every mail says what, when, where and how much.
    await page.keyboard.press('Escape');
    await cancelOnCalendar(page, day, idea);
    await mailTo(email, /^Deposit refunded: €100\.00 for your tattoo session with /);
    const mails = await inboxOf(email);
    const order = [/^Deposit to confirm /, /^Booked: /, /^Cancelled: /, /^Deposit refunded: /];
    expect(mails.map((m) => order.findIndex((subject) => subject.test(m.subject)))).toEqual([
      0, 1, 2, 3,
    ]);
    expect(mails.flatMap((m) => mailProblems(m, SEEDED_STUDIO_ADDRESS))).toEqual([]);
    await page.goto(`${appUrl()}/clients`);
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    await detail.getByRole('tab', { name: 'Projects' }).click();
    expect(await detail.getByText(/\(deposit €/).count()).toBe(0);
    await screenshot(page, 'deposit-refunded-on-project');

    // Leave the pro account as it was (its plan caps the number of clients).
    await detail.getByRole('button', { name: 'Delete Client' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Client' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: `Open ${name}` }).waitFor({ state: 'detached' });
    await desk.context.close();
  });
});
