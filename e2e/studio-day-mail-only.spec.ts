import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, INTAKE_QUESTIONS, type User } from '@inkforge/domain';
import { demoAccount } from './support/accounts';
import { artistApi, type ArtistApi } from './support/artist-api';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';
import { acceptDialogFor, fillBookingRequest, referencePhoto } from './support/booking-form';
import { inboxOf, linkIn, mailTo } from './support/mail';
import { strangeDates, strangeMoney } from './support/money-and-dates';
import { cancelOnCalendar } from './support/cancel-appointment';
import { mailProblems, pageProblems, SEEDED_STUDIO_ADDRESS } from './support/what-where-scan';

// The pro artist takes requests at /book/pro with its Stripe account connected in the offline
// twin. For this journey its books are in pounds, so any euro or dollar left written by hand
// on a screen, in a mail or in a PDF shows up in the scan at the end.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };
const STUDIO = { currency: 'GBP', locale: 'en-GB' } as const;
let artist: ArtistApi;
let before: Pick<User, 'currency' | 'locale'>;

beforeAll(async () => {
  artist = await artistApi(pro);
  before = await artist.call<User>('GET', '/api/auth/me');
  await artist.call('PUT', '/api/profile/formats', STUDIO);
});
afterAll(async () => {
  await artist.call('PUT', '/api/profile/formats', {
    currency: before.currency,
    locale: before.locale,
  });
});

const mountain = () =>
  referencePhoto(
    '<path d="M120 260 L240 80 L360 260 Z" fill="none" stroke="#222" stroke-width="10"/>',
  );

/** The artist's bell, opened on a fresh page, holds a row with all of these words. */
async function bellShows(page: Page, ...words: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${appUrl()}/dashboard`);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    let row = panel.getByRole('listitem');
    for (const word of words) row = row.filter({ hasText: word });
    try {
      await row.first().waitFor({ timeout: 5_000 });
      await page.keyboard.press('Escape');
      return;
    } catch (error) {
      // The bell is written in the same transaction as the change, but the page may be older.
      if (attempt === 3) throw error;
    }
  }
}

/** Everything a person reads on the page now, links left out. */
const readable = (page: Page) => page.evaluate(() => document.body.innerText);

describe('the studio day told only by mail, on a phone (issue 34)', () => {
  it('a client books, pays, signs and approves from the mails alone; the artist refunds; the bell follows', async () => {
    const stamp = Date.now();
    const name = `Mail Only ${stamp}`;
    const email = `mail-only-${stamp}@example.test`;
    const idea = `Mountain line ${stamp}`;
    // A deposit no earlier run asked, so the bell's row for it is this run's.
    const depositPounds = 60 + (Math.floor(stamp / 1000) % 90);
    const money = (pounds: number) => formatMoney(pounds * 100, STUDIO.currency, STUDIO.locale);
    const deposit = money(depositPounds);
    // A day from 2037 on that no earlier run used, so the proposed slot never overlaps.
    const day = new Date(Date.UTC(2037, 0, 1) + (Math.floor(stamp / 1000) % 20_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const seen: { where: string; text: string }[] = [];
    const keep = async (page: Page, where: string) =>
      seen.push({ where, text: await readable(page) });
    // The client's record only: behind it the client list may still show other clients (the
    // search is debounced), whose money was recorded in the currency of their day.
    const keepDialog = async (dialog: Locator, where: string) =>
      seen.push({ where, text: await dialog.innerText() });

    // The client asks on the artist's page from a phone.
    const phone = await newPage(browser(), PHONE, { bypassCSP: true });
    const client = phone.page;
    // The portfolio's images may still be loading: the form is what the client needs.
    await client.goto(`${appUrl()}/book/pro`, { waitUntil: 'domcontentloaded' });
    await client.getByRole('heading', { level: 1, name: 'Paola Pro' }).waitFor();
    const form = await fillBookingRequest(client, {
      idea,
      placement: 'Calf',
      sizeCm: 12,
      name,
      email,
      phone: '+44 7700 900123',
      reference: { name: 'mountain.jpg', buffer: await mountain() },
    });
    await keep(client, 'booking page');
    await form.getByRole('button', { name: 'Send request' }).click();
    await client.getByRole('heading', { name: 'Request sent' }).waitFor();

    // The artist, also on a phone, accepts with a deposit.
    const studio = await newPage(browser(), PHONE, { bypassCSP: true });
    const page = studio.page;
    const accept = await acceptDialogFor(page, pro, name, `${day}T11:00`);
    await accept.getByLabel(/^Estimated price/).fill('450');
    await accept.getByLabel(/^Deposit \(/).fill(String(depositPounds));
    await screenshot(page, 'mail-only-accept-390');
    await accept.getByRole('button', { name: 'Accept and propose' }).click();
    await accept.waitFor({ state: 'hidden' });

    // The client: the deposit mail, its link, the twin's Checkout.
    const asked = await mailTo(email, /^Deposit to confirm your tattoo session with /);
    expect(asked.text).toContain(deposit);
    await client.goto(`${appUrl()}${linkIn(asked, '/deposit/')}`);
    await client.getByRole('heading', { level: 1, name: 'Deposit for Paola Pro' }).waitFor();
    await client.getByText(deposit, { exact: true }).waitFor();
    await keep(client, 'deposit page');
    await client.getByRole('checkbox', { name: 'I accept the deposit policy' }).check();
    await client.getByRole('button', { name: `Pay deposit ${deposit}` }).click();
    await client.waitForURL(/\/api\/demo-stripe\/connect\/checkout\//);
    await keep(client, 'Stripe checkout');
    await client.getByRole('button', { name: 'Pay' }).click();
    await client.waitForURL(/\/deposit\/[A-Za-z0-9_-]{43}\?paid=1$/);
    await client
      .getByText(`Thank you. Paola Pro (Black Lotus) has received your deposit of ${deposit}.`)
      .waitFor();
    await keep(client, 'deposit paid');
    await screenshot(client, 'mail-only-deposit-paid-390');
    await mailTo(email, /^Booked: your tattoo session with .*, deposit .* received$/);
    await bellShows(page, `Deposit paid: ${deposit}`, idea);

    // The artist e-mails the intake link from the calendar; the client signs from the mail.
    await page.goto(`${appUrl()}/calendar`);
    await page.getByLabel('Filter by date').fill(day);
    await keep(page, 'calendar (deposit paid)');
    await page.getByRole('button', { name: `Intake form for ${idea}` }).click();
    const intake = page.getByRole('dialog', { name: 'Intake Form' });
    await intake.getByRole('button', { name: 'E-mail to client' }).click();
    await page.getByText(`The form link is on its way to ${email}.`).waitFor();
    await screenshot(page, 'mail-only-intake-emailed-390');
    await page.keyboard.press('Escape');
    const consent = await mailTo(email, /^Your consent form for your tattoo session with /);
    await client.goto(`${appUrl()}${linkIn(consent, '/intake/')}`);
    await client.getByText(idea).first().waitFor();
    await keep(client, 'intake form');
    await client.getByLabel('Full name').fill(name);
    await client.getByLabel('Date of birth').fill('1991-06-14');
    await client.getByLabel('Allergies').fill('Latex');
    for (const q of INTAKE_QUESTIONS) {
      await client.getByRole('radiogroup', { name: q.label }).getByLabel('No').check();
    }
    await client.getByLabel('I have read and accept the waiver').check();
    await client.getByText('Type my name', { exact: true }).click();
    await client.getByLabel('Type your full name as your signature').fill(name);
    await client.getByRole('button', { name: 'Sign and submit' }).click();
    await client.getByText('Thank you, your form is signed').waitFor();
    await screenshot(client, 'mail-only-intake-signed-390');
    await bellShows(page, `Intake signed by ${name}`);

    // The artist sends the design for approval by mail; the client approves from it.
    const openClient = async () => {
      await page.goto(`${appUrl()}/clients`);
      await page.getByLabel('Search clients').fill(name);
      await page.getByRole('button', { name: `Open ${name}` }).click();
      return page.getByRole('dialog', { name });
    };
    let detail = await openClient();
    await detail.getByRole('tab', { name: 'Medical' }).click();
    await detail.getByText(/Allergies: Latex/).waitFor();
    await detail.getByRole('tab', { name: 'Projects' }).click();
    await detail.getByRole('button', { name: `Design approval for ${idea}` }).click();
    const approval = page.getByRole('dialog', { name: 'Design Approval' });
    await approval
      .getByRole('group', { name: 'Approved design (required)' })
      .getByRole('button')
      .first()
      .click();
    await approval.getByRole('button', { name: 'Create and e-mail to client' }).click();
    await page.getByText('The client has the link by e-mail.').waitFor();
    await screenshot(page, 'mail-only-approval-emailed-390');
    await page.keyboard.press('Escape');
    const design = await mailTo(email, /^Your design to approve from /);
    await client.goto(`${appUrl()}${linkIn(design, '/approve/')}`);
    await client.getByText(/Paola Pro.* asks you to approve the design for/).waitFor();
    await keep(client, 'approval page');
    await client.getByLabel('Full name').fill(name);
    await client.getByRole('checkbox').first().check();
    await client.getByRole('button', { name: 'Approve design' }).click();
    await client.getByText('Thank you, the design is approved').waitFor();
    await expectNoSeriousFindings(client, 'approval given (mail only)');
    await screenshot(client, 'mail-only-approved-390');
    // Issue 49: the mail's link, opened again, says what was done and when.
    await client.goto(`${appUrl()}${linkIn(design, '/approve/')}`);
    await client.getByText(/^You approved this design on \w{3}, .+ \d{4}, as /).waitFor();
    await keep(client, 'approval link opened again');
    await bellShows(page, `Design approved by ${name}`);

    // The artist refunds the deposit, confirming once more; the client is told by mail.
    detail = await openClient();
    await detail.getByText(deposit, { exact: false }).first().waitFor();
    await keepDialog(detail, 'client overview');
    await detail.getByRole('tab', { name: 'Projects' }).click();
    await detail.getByText(`Paid: ${deposit} (deposit ${deposit})`).waitFor();
    await keepDialog(detail, 'client projects (deposit paid)');
    await detail.getByRole('tab', { name: 'Appointments' }).click();
    await detail.getByText(`Deposit ${deposit}: paid online`).waitFor();
    await keepDialog(detail, 'client appointments (deposit paid)');
    await detail.getByRole('button', { name: `Deposit of ${idea}` }).click();
    const outcome = page.getByRole('dialog', { name: 'Deposit', exact: true });
    await outcome.getByRole('radio', { name: /Refund it/ }).check();
    await outcome.getByRole('button', { name: 'Apply' }).click();
    await outcome.getByText(`Refund ${deposit} to the client?`, { exact: false }).waitFor();
    await keep(page, 'refund confirmation');
    await screenshot(page, 'mail-only-refund-confirm-390');
    await outcome.getByRole('button', { name: `Refund ${deposit}` }).click();
    await outcome.waitFor({ state: 'hidden' });
    await detail.getByText(`Deposit ${deposit}: refunded`).waitFor();
    // The artist then cancels the visit (issue 49): "Cancelled" is told first, then the refund.
    await page.keyboard.press('Escape');
    await cancelOnCalendar(page, day, idea);
    const refunded = await mailTo(email, /^Deposit refunded: /);
    expect(refunded.subject).toContain(deposit);
    await bellShows(page, `Deposit refunded: ${deposit}`);

    // The evidence PDF of the appointment, and every screen, mail and PDF of the project:
    // one currency (the artist's) and one date format.
    detail = await openClient();
    await detail.getByRole('tab', { name: 'Appointments' }).click();
    await keepDialog(detail, 'client appointments (refunded)');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: `Download evidence (PDF) for ${idea}` }).click(),
    ]);
    const file = join(mkdtempSync(join(tmpdir(), 'evidence-')), 'evidence.pdf');
    await download.saveAs(file);
    const pdf = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(pdf).toContain(deposit);
    seen.push({ where: 'evidence PDF', text: pdf });
    await page.keyboard.press('Escape');
    await page.goto(`${appUrl()}/calendar`);
    await page.getByLabel('Filter by date').fill(day);
    await page.getByTestId('calendar-appointment').filter({ hasText: idea }).waitFor();
    await keep(page, 'calendar (refunded)');
    await screenshot(page, 'mail-only-calendar-day-390');
    const mails = await inboxOf(email);
    // Each message once, in the order of the day.
    const order = [
      /^Deposit to confirm your /,
      /^Booked: /,
      /^Your consent form for your /,
      /^Your design to approve from /,
      /^Cancelled: /,
      /^Deposit refunded: /,
    ];
    expect(mails.map((m) => order.findIndex((subject) => subject.test(m.subject)))).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    // Issue 49: every mail at phone width, naming the studio's address, and each booking mail
    // says what, when, where and how much; every client page says where the studio is.
    const clientPages = [
      'booking page',
      'deposit page',
      'deposit paid',
      'intake form',
      'approval page',
    ];
    expect([
      ...mails.flatMap((m) => mailProblems(m, SEEDED_STUDIO_ADDRESS)),
      ...seen
        .filter(({ where }) => clientPages.includes(where))
        .flatMap(({ where, text }) => pageProblems(where, text, SEEDED_STUDIO_ADDRESS)),
    ]).toEqual([]);
    for (const mail of mails) seen.push({ where: `mail “${mail.subject}”`, text: mail.text });
    // Every one is headed by the artist, as the client's pages are: the name first, the avatar.
    for (const mail of mails) {
      expect(mail.text.split('\n')[0], mail.subject).toContain('Paola Pro');
      expect(mail.html, mail.subject).toMatch(
        /<img src="http[^"]+\/book\/pro\/avatar\/[^"]+" width="48" height="48" alt="Paola Pro"/,
      );
    }

    const symbol = formatMoney(0, STUDIO.currency, STUDIO.locale).replace(/[\d.,\s]/g, '');
    const problems = seen.flatMap(({ where, text }) => [
      ...strangeMoney(text, symbol).map((m) => `${where}: money ${m}`),
      ...strangeDates(text, STUDIO.locale).map((d) => `${where}: date ${d}`),
    ]);
    expect(problems).toEqual([]);
    // The amounts were there to scan: the deposit in the mails, on the screens and in the PDF.
    expect(seen.filter(({ text }) => text.includes(deposit)).length).toBeGreaterThan(6);

    // Leave the pro account as it was (its plan caps the number of clients).
    detail = await openClient();
    await detail.getByRole('button', { name: 'Delete Client' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Client' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByRole('button', { name: `Open ${name}` }).waitFor({ state: 'detached' });
    await phone.context.close();
    await studio.context.close();
  });
});
