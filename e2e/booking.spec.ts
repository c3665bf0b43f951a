import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoAccount, signIn } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

// The seeded pro artist takes requests at /book/pro (emulator-data/demo-accounts.json).
const pro = demoAccount('pro');
const browser = browserForJourneys();

const inboxUrl = () => {
  const url = process.env.INKFORGE_MAIL_INBOX_URL;
  if (!url)
    throw new Error('INKFORGE_MAIL_INBOX_URL is not set: run the journeys against a stack.');
  return url;
};

async function subjectsFor(address: string): Promise<string[]> {
  const all = (await (await fetch(`${inboxUrl()}/api/email`)).json()) as {
    subject: string;
    to: { address: string }[];
  }[];
  return all.filter((m) => m.to.some((t) => t.address === address)).map((m) => m.subject);
}

/** A sketch photographed on paper, as a client would send it. */
function referencePhoto(): Promise<Buffer> {
  const svg =
    '<svg width="480" height="360"><path d="M60 240 Q240 40 420 240" fill="none" ' +
    'stroke="#222" stroke-width="10"/></svg>';
  return sharp({ create: { width: 480, height: 360, channels: 3, background: '#f4efe8' } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg()
    .toBuffer();
}

describe('booking requests (issue 27)', () => {
  it('a client asks from a phone, the artist accepts with a deposit, the client and project exist', async () => {
    const stamp = Date.now();
    const name = `Booking Journey ${stamp}`;
    const email = `booking-journey-${stamp}@example.test`;
    const idea = `Swallow and banner ${stamp}`;
    // A day from 2034 on that no earlier run used, so the proposed slot never overlaps.
    const day = new Date(Date.UTC(2034, 0, 1) + (Math.floor(stamp / 1000) % 20_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);

    // The artist asks a question of their own on the form (Settings → Profile → Booking page).
    const question = `Is this your first tattoo? (${stamp})`;
    const desk = await newPage(browser(), undefined, { bypassCSP: true });
    const page = desk.page;
    await signIn(page, pro.email, pro.password);
    await page.goto(`${appUrl()}/settings`);
    const bookingForm = page.getByRole('form', { name: 'Booking page settings' });
    const questionBoxes = bookingForm.getByRole('textbox', { name: /^Question \d$/ });
    await bookingForm.getByRole('button', { name: 'Add a question' }).click();
    const number = await questionBoxes.count();
    await bookingForm.getByRole('textbox', { name: `Question ${number}` }).fill(question);
    await expectNoSeriousFindings(page, '/settings (booking questions)');
    await bookingForm.getByRole('button', { name: 'Save booking page' }).click();
    await page.getByText('Clients can send you requests.').waitFor();

    // The client: a 390-px phone, not signed in.
    const phone = await newPage(browser(), { width: 390, height: 844 }, { bypassCSP: true });
    const client = phone.page;
    await client.goto(`${appUrl()}/book/pro`);
    await client.getByRole('heading', { level: 1, name: 'Paola Pro' }).waitFor();
    await client.getByText('Deposit: €100.00').waitFor();
    await expectNoSeriousFindings(client, '/book/pro');

    const form = client.getByRole('form', { name: 'Request a tattoo' });
    await form.getByLabel('Your idea').fill(idea);
    await form.getByLabel('Placement on the body').fill('Forearm');
    await form.getByLabel('Approximate size (cm)').fill('12');
    await form.getByRole('radio', { name: 'Black and grey' }).check();
    await form.getByRole('checkbox', { name: 'Sat' }).check();
    await form.getByLabel(/Reference images/).setInputFiles({
      name: 'sketch.jpg',
      mimeType: 'image/jpeg',
      buffer: await referencePhoto(),
    });
    await form.getByLabel(question).fill('Yes, my very first');
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('+49 170 1234567');
    await form.getByRole('checkbox', { name: 'I am 18 or older.' }).check();
    await form.getByRole('checkbox', { name: /I agree that the artist keeps/ }).check();
    await expectNoSeriousFindings(client, '/book/pro (filled in)');
    await screenshot(client, 'booking-form-phone');
    // Nothing on the page is wider than the phone.
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await form.getByRole('button', { name: 'Send request' }).click();
    await client.getByRole('heading', { name: 'Request sent' }).waitFor();
    await expectNoSeriousFindings(client, '/book/pro (sent)');
    await screenshot(client, 'booking-request-sent-phone');
    await phone.context.close();

    // The artist: the sidebar counts the request; accepting proposes a date with the deposit.
    await page.goto(`${appUrl()}/`);
    await page.getByRole('link', { name: /\d+ waiting, Requests/ }).click();
    await page.waitForURL(/\/booking-requests/);
    const card = page.getByRole('article', { name });
    await card.getByText(idea).waitFor();
    await card.getByRole('img', { name: `Reference 1 from ${name}` }).waitFor();
    // The artist's question, with the client's answer under it.
    await card.getByRole('term').filter({ hasText: question }).waitFor();
    await card.getByRole('definition').filter({ hasText: 'Yes, my very first' }).waitFor();
    await expectNoSeriousFindings(page, '/booking-requests');
    await card.getByRole('button', { name: `Accept request from ${name}` }).click();
    const accept = page.getByRole('dialog', { name: 'Accept request' });
    await accept.getByLabel('Appointment date and time').fill(`${day}T11:00`);
    await accept.getByLabel('Estimated price (€)').fill('450');
    expect(await accept.getByLabel('Deposit (€)').inputValue()).toBe('100.00');
    await expectNoSeriousFindings(page, 'accept dialog');
    await accept.getByRole('button', { name: 'Accept and propose' }).click();
    await accept.waitFor({ state: 'hidden' });
    await page
      .getByRole('radiogroup', { name: 'Show' })
      .getByText(/^Answered/)
      .click();
    await card.getByText(/appointment proposed, deposit €100\.00 requested/).waitFor();
    await screenshot(page, 'booking-request-accepted');

    // The client's card and the project exist; the client was e-mailed the proposed time.
    await page.goto(`${appUrl()}/clients`);
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    const detail = page.getByRole('dialog', { name });
    await detail.getByRole('tab', { name: 'Projects' }).click();
    await detail.getByText(idea).first().waitFor();
    // One mail, and not "Booked" while the deposit is unpaid: it asks for the deposit.
    const subjects = await subjectsFor(email);
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toMatch(/^Deposit to confirm your tattoo session with /);

    // Leave the pro account as it was (its plan caps the number of clients).
    await detail.getByRole('button', { name: 'Delete Client' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Client' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: `Open ${name}` }).waitFor({ state: 'detached' });
    await page.goto(`${appUrl()}/settings`);
    await bookingForm.getByRole('textbox', { name: `Question ${number}` }).waitFor();
    expect(
      await bookingForm.getByRole('textbox', { name: `Question ${number}` }).inputValue(),
    ).toBe(question);
    await bookingForm.getByRole('button', { name: `Remove question ${number}` }).click();
    await bookingForm.getByRole('button', { name: 'Save booking page' }).click();
    await page.getByText('Clients can send you requests.').waitFor();
    await desk.context.close();
  });
});
