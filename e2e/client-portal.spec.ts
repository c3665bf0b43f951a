import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INTAKE_QUESTIONS } from '@inkforge/domain';
import { demoAccount } from './support/accounts';
import { artistApi } from './support/artist-api';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';
import { acceptDialogFor, fillBookingRequest, referencePhoto } from './support/booking-form';
import { linkIn, mailTo } from './support/mail';

// The seeded pro artist takes requests at /book/pro and its Stripe account is connected in the
// offline twin (scripts/local-stack/seed.mjs). The client uses a 390-px phone and knows only
// what their mails say: every link they follow is read from maildev.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };

const star = () =>
  referencePhoto(
    '<path d="M240 60 L280 180 L400 180 L300 250 L340 360 L240 290 L140 360 L180 250 L80 180 L200 180 Z" fill="none" stroke="#222" stroke-width="10"/>',
  );

/** The page fits the phone: nothing scrolls sideways. */
async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

describe("the client's own bookings page, on a phone (issue 49)", () => {
  it('a client opens Your bookings from the deposit mail, signs, moves, pays the balance and downloads', async () => {
    const stamp = Date.now();
    const name = `Portal Journey ${stamp}`;
    const email = `portal-journey-${stamp}@example.test`;
    const idea = `Star outline ${stamp}`;
    // A day from 2038 on that no earlier run used, so the proposed slot never overlaps.
    const day = new Date(Date.UTC(2038, 0, 1) + (Math.floor(stamp / 1000) % 20_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);

    // A run that failed half-way left its client: the pro plan caps how many it keeps.
    const artist = await artistApi(pro);
    const earlier = await artist.call<{ id: string; name: string }[]>('GET', '/api/clients');
    for (const left of earlier.filter((c) => c.name.startsWith('Portal Journey '))) {
      await artist.call('DELETE', `/api/clients/${left.id}`);
    }

    // The client asks on the artist's page from a phone.
    const phone = await newPage(browser(), PHONE, { bypassCSP: true });
    const client = phone.page;
    await client.goto(`${appUrl()}/book/pro`, { waitUntil: 'domcontentloaded' });
    await client.getByRole('heading', { level: 1, name: 'Paola Pro' }).waitFor();
    const form = await fillBookingRequest(client, {
      idea,
      placement: 'Ankle',
      sizeCm: 8,
      name,
      email,
      phone: '+49 170 1234567',
      reference: { name: 'star.jpg', buffer: await star() },
    });
    await form.getByRole('button', { name: 'Send request' }).click();
    await client.getByRole('heading', { name: 'Request sent' }).waitFor();

    // The artist accepts with an estimate and a €100 deposit.
    const desk = await newPage(browser(), undefined, { bypassCSP: true });
    const page = desk.page;
    const accept = await acceptDialogFor(page, pro, name, `${day}T11:00`);
    await accept.getByLabel('Estimated price (€)').fill('450');
    await accept.getByLabel('Deposit (€)').fill('100');
    await accept.getByRole('button', { name: 'Accept and propose' }).click();
    await accept.waitFor({ state: 'hidden' });

    // The deposit mail: the deposit's link and the client's own page, "Your bookings with …".
    const asked = await mailTo(email, /^Deposit to confirm your tattoo session with /);
    expect(asked.text).toContain('Your bookings with Paola Pro');
    const bookings = linkIn(asked, '/bookings/');
    await client.goto(`${appUrl()}${linkIn(asked, '/deposit/')}`);
    await client.getByRole('checkbox', { name: 'I accept the deposit policy' }).check();
    await client.getByRole('button', { name: 'Pay deposit €100.00' }).click();
    await client.waitForURL(/\/api\/demo-stripe\/connect\/checkout\//);
    await client.getByRole('button', { name: 'Pay' }).click();
    await client.waitForURL(/\/deposit\/[A-Za-z0-9_-]{43}\?paid=1$/);
    await client.getByText(/has received your deposit of €100\.00\./).waitFor();

    // The artist asks for the consent form from the calendar.
    await page.goto(`${appUrl()}/calendar`);
    await page.getByLabel('Filter by date').fill(day);
    await page.getByRole('button', { name: `Intake form for ${idea}` }).click();
    const intake = page.getByRole('dialog', { name: 'Intake Form' });
    await intake.getByRole('button', { name: 'E-mail to client' }).click();
    await page.getByText(`The form link is on its way to ${email}.`).waitFor();
    await page.keyboard.press('Escape');

    // The client opens Your bookings: the artist, the coming session, its deposit and balance.
    await client.goto(`${appUrl()}${bookings}`);
    await client.getByRole('heading', { level: 1, name: 'Your bookings with Paola Pro' }).waitFor();
    const coming = client.getByRole('region', { name: 'Coming up' });
    const session = coming.getByRole('article').filter({ hasText: idea });
    await session.getByText('Deposit €100.00: paid online').waitFor();
    await session.getByText('Still to pay: €350.00').waitFor();
    await expectNoSeriousFindings(client, '/bookings/{token} (upcoming, deposit paid)');
    await fitsPhone(client);
    await screenshot(client, 'portal-upcoming-phone');

    // The consent form from the page's to-do button, signed on the phone.
    await client.getByRole('link', { name: `Fill in the consent form for ${idea}` }).click();
    await client.waitForURL(/\/intake\/[A-Za-z0-9_-]{43}$/);
    await client.getByLabel('Full name').fill(name);
    await client.getByLabel('Date of birth').fill('1990-03-02');
    for (const q of INTAKE_QUESTIONS) {
      await client.getByRole('radiogroup', { name: q.label }).getByLabel('No').check();
    }
    await client.getByLabel('I have read and accept the waiver').check();
    await client.getByText('Type my name', { exact: true }).click();
    await client.getByLabel('Type your full name as your signature').fill(name);
    await client.getByRole('button', { name: 'Sign and submit' }).click();
    await client.getByText('Thank you, your form is signed').waitFor();

    // Move: a day, an open time, confirm. The deposit moves with the booking.
    await client.goto(`${appUrl()}${bookings}`);
    await session.getByRole('button', { name: 'Move' }).click();
    const move = client.getByRole('dialog', { name: 'Move your appointment' });
    const firstTime = move.getByRole('radio').first();
    await firstTime.waitFor();
    await expectNoSeriousFindings(client, '/bookings/{token} (move dialog)');
    await screenshot(client, 'portal-move-phone');
    // The time as the studio's wall clock writes it ("2038-…T10:00:00+01:00"): its day.
    const movedDay = ((await firstTime.getAttribute('value')) ?? '').slice(0, 10);
    await firstTime.check();
    const confirm = move.getByRole('button', { name: /^Move to / });
    const movedTo = ((await confirm.textContent()) ?? '').replace(/^Move to /, '');
    await confirm.click();
    await move.waitFor({ state: 'hidden' });
    const movedCard = coming.getByRole('article', { name: movedTo });
    await movedCard.getByText('Deposit €100.00: paid online').waitFor();
    await expectNoSeriousFindings(client, '/bookings/{token} (moved)');

    // The moved mail says the new time and the old one.
    const moved = await mailTo(email, /moved/i);
    expect(moved.text).toContain(movedTo.replace(/^\w{3}, /, ''));

    // The artist marks the session done; the client then pays what is still due online.
    await page.goto(`${appUrl()}/calendar`);
    await page.getByLabel('Filter by date').fill(movedDay);
    await page.getByRole('button', { name: `Edit ${idea}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    await edit.getByLabel('Status', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Completed', exact: true }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Appointment updated successfully.').waitFor();

    await client.goto(`${appUrl()}${bookings}`);
    const past = client.getByRole('region', { name: 'Past appointments' });
    const done = past.getByRole('article').filter({ hasText: idea });
    await done.getByText('Done').waitFor();
    await expectNoSeriousFindings(client, '/bookings/{token} (after the session)');

    // The signed consent form, downloaded from the page.
    const download = client.waitForEvent('download');
    await client.getByRole('link', { name: `Signed consent form (${idea})` }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await pdf.createReadStream();
    const head = await new Promise<string>((resolve) =>
      stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString())),
    );
    expect(head).toBe('%PDF-');

    // The artist's side: the client's record says when the link was last used.
    await page.goto(`${appUrl()}/clients`);
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    const detail = page.getByRole('dialog', { name });
    const link = detail.getByRole('region', { name: 'Your bookings link' });
    await link.getByText(/^Last used: \d/).waitFor();
    // …and the client's own move, with the policy as it was applied.
    await link
      .getByText(/moved the appointment “Star outline \d+”\. Moved by the client/)
      .waitFor();
    await screenshot(page, 'portal-link-on-client');

    // A second booking the client cancels: the dialog says first what becomes of it.
    const clients = await artist.call<{ id: string; name: string }[]>('GET', '/api/clients');
    const clientId = clients.find((c) => c.name === name)?.id ?? '';
    await artist.call('POST', '/api/appointments', {
      clientId,
      title: `Touch-up ${stamp}`,
      appointmentDate: `${day}T15:00`,
      timezone: 'Europe/Berlin',
      type: 'touch_up',
    });
    await client.goto(`${appUrl()}${bookings}`);
    const touchUp = coming.getByRole('article').filter({ hasText: `Touch-up ${stamp}` });
    await touchUp.getByRole('button', { name: 'Cancel' }).click();
    const cancel = client.getByRole('dialog', { name: 'Cancel this appointment?' });
    await cancel.getByRole('button', { name: 'Cancel the appointment' }).waitFor();
    await expectNoSeriousFindings(client, '/bookings/{token} (cancel dialog)');
    await cancel.getByRole('button', { name: 'Cancel the appointment' }).click();
    await cancel.waitFor({ state: 'hidden' });
    await past
      .getByRole('article')
      .filter({ hasText: `Touch-up ${stamp}` })
      .getByText('Cancelled')
      .waitFor();
    await expectNoSeriousFindings(client, '/bookings/{token} (after cancel)');
    await screenshot(client, 'portal-cancelled-phone');

    // A link that never worked reads as such, in words.
    await client.goto(`${appUrl()}/bookings/${'x'.repeat(43)}`);
    await client.getByText('This link does not work').waitFor();
    await expectNoSeriousFindings(client, '/bookings/{token} (not found)');

    // After the session the client pays what is still due, in the Stripe twin.
    await client.goto(`${appUrl()}${bookings}`);
    await done.getByRole('button', { name: 'Pay the balance €350.00' }).click();
    await client.waitForURL(/\/api\/demo-stripe\/connect\/checkout\//);
    await client.getByRole('button', { name: 'Pay' }).click();
    // Back on the page, which waits for Stripe's event before it says the payment arrived.
    await client.waitForURL(/\/bookings\/[A-Za-z0-9_-]{43}\?paid=balance$/);
    await client.getByText('Thank you. Paola Pro has received your payment.').waitFor();
    await mailTo(email, /€350\.00/);
    expect(await done.getByText(/Still to pay/).count()).toBe(0);
    expect(await done.getByRole('button', { name: /Pay the balance/ }).count()).toBe(0);
    await expectNoSeriousFindings(client, '/bookings/{token} (balance paid)');
    await screenshot(client, 'portal-paid-phone');

    await phone.context.close();

    // Leave the pro account as it was (its plan caps the number of clients).
    await detail.getByRole('button', { name: 'Delete Client' }).click();
    const sure = page.getByRole('dialog', { name: 'Delete Client' });
    await sure.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: `Open ${name}` }).waitFor({ state: 'detached' });
    await desk.context.close();
  }, 300_000);
});
