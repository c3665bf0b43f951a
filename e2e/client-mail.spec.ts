import { describe, expect, it } from 'vitest';
import { demoAccount, signIn } from './support/accounts';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';
import { inboxOf, inboxUrl } from './support/mail';
import { mailProblems, SEEDED_STUDIO_ADDRESS } from './support/what-where-scan';

// The pro artist (full client records); its days in 2033 are this journey's alone.
const pro = demoAccount('pro');

const browser = browserForJourneys();

describe('client e-mails in the browser (issue 16)', () => {
  it('the artist books, the client’s confirmation lands in the local inbox once, and the calendar says so', async () => {
    const { context, page } = await newPage(browser());
    const stamp = Date.now();
    const name = `Mail Journey ${stamp}`;
    const email = `mail-journey-${stamp}@example.test`;
    // A day of 2033 no earlier run used.
    const day = new Date(Date.UTC(2033, 0, 1) + (Math.floor(stamp / 60_000) % 3000) * 86_400_000)
      .toISOString()
      .slice(0, 10);

    await signIn(page, pro.email, pro.password);
    await page.goto(`${appUrl()}/clients`);
    await page.getByRole('button', { name: 'Add Client', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Client' });
    await add.getByLabel('Name').fill(name);
    await add.getByRole('tab', { name: 'Contact & Emergency' }).click();
    await add.getByLabel('Email').fill(email);
    await add.getByRole('button', { name: 'Create Client' }).click();
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    const detail = page.getByRole('dialog', { name });
    await detail.getByRole('tab', { name: 'Appointments' }).click();
    await detail.getByRole('button', { name: 'Schedule Appointment' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await schedule.getByLabel('Title').fill('Koi sleeve');
    await schedule.getByLabel('Date & Time').fill(`${day}T14:00`);
    await schedule.getByLabel(/^Price \(/).fill('300');
    await schedule.getByRole('button', { name: 'Schedule Appointment' }).click();
    await schedule.waitFor({ state: 'hidden' });

    // What the client receives, read where a person would: the mail catcher's inbox.
    const inbox = await context.newPage();
    await inbox.goto(inboxUrl());
    await inbox
      .getByText(/^Booked: your .* with /)
      .first()
      .waitFor();
    await screenshot(inbox, 'client-mail-inbox');
    const mails = await inboxOf(email);
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual(['Booked']);
    // Issue 49: it says what, when, where (the studio's address) and how much, at phone width,
    // and links the client's own page.
    expect(mails.flatMap((m) => mailProblems(m, SEEDED_STUDIO_ADDRESS))).toEqual([]);
    expect(mails[0]!.text).toMatch(
      /Your bookings with Paola Pro: \S+\/bookings\/[A-Za-z0-9_-]{43}/,
    );

    await page.goto(`${appUrl()}/calendar`);
    await page.getByLabel('Filter by date').fill(day);
    const card = page.getByTestId('calendar-appointment').filter({ hasText: 'Koi sleeve' });
    await card.getByText(/E-mail: Confirmation sent · Reminder due/).waitFor();
    expect(await inboxOf(email)).toHaveLength(1);

    // Leave the pro account as it was (its plan caps the number of clients).
    await page.goto(`${appUrl()}/clients`);
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    await detail.getByRole('button', { name: 'Delete Client' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Client' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: `Open ${name}` }).waitFor({ state: 'detached' });
    await context.close();
  });
});
