import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccount, signIn } from './support/accounts';
import { artistApi } from './support/artist-api';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';
import { fillBookingRequest, referencePhoto } from './support/booking-form';
import { inboxOf, linkIn, mailTo, type Mail } from './support/mail';

// Issue 46 on a phone: the seeded pro artist (connected to the offline Stripe twin, no OpenAI key,
// so the brief is drafted by rules and the concepts by the offline engine) answers a request
// from its brief to a design the client approves and a deposit the client pays, all from mail.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };

const swallow = () =>
  referencePhoto('<path d="M120 200 L240 120 L360 200 L240 170 Z" fill="#222"/>');

/** Nothing on a 390-px screen scrolls sideways. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Waits (up to 30 s) for a mail to the address whose text links the page under `prefix`. */
async function mailLinking(address: string, prefix: string): Promise<Mail> {
  const until = Date.now() + 30_000;
  for (;;) {
    const found = (await inboxOf(address)).find((m) => m.text.includes(prefix));
    if (found) return found;
    if (Date.now() > until) throw new Error(`No mail to ${address} links ${prefix}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('the design assistant (issue 46)', () => {
  it('brief, questions answered by mail, concepts, one offer approved and paid from a phone', async () => {
    const stamp = Date.now();
    const name = `Assistant Journey ${stamp}`;
    const email = `assistant-journey-${stamp}@example.test`;
    const idea = `A swallow carrying a banner, fine line ${stamp}`;
    // A day from 2037 on that no earlier run used, so the offered slot never overlaps.
    const day = new Date(Date.UTC(2037, 0, 1) + (Math.floor(stamp / 1000) % 20_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);

    // The client asks from a phone on the artist's page.
    const phone = await newPage(browser(), PHONE, { bypassCSP: true });
    const client = phone.page;
    // The first page of a fresh local stack waits for its functions to start.
    await client.goto(`${appUrl()}/book/pro`, { timeout: 60_000 });
    const form = await fillBookingRequest(client, {
      idea,
      placement: 'Forearm',
      sizeCm: 9,
      name,
      email,
      phone: '+49 170 7654321',
      reference: { name: 'swallow.jpg', buffer: await swallow() },
    });
    await form.getByRole('button', { name: 'Send request' }).click();
    await client.getByRole('heading', { name: 'Request sent' }).waitFor();

    // The artist, on a phone too, drafts the brief in one tap: 1 credit, drafted by rules.
    const desk = await newPage(browser(), PHONE, { bypassCSP: true });
    const page = desk.page;
    await signIn(page, pro.email, pro.password);
    await page.goto(`${appUrl()}/booking-requests`);
    const card = page.getByRole('article', { name });
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: `Draft a brief for ${name}` }).click();
    const assistant = page.getByRole('dialog', { name: `Design assistant: ${name}` });
    await assistant.getByLabel('Subject').waitFor({ timeout: 60_000 });
    await assistant.getByText('Drafted by rules', { exact: true }).waitFor();
    expect(await assistant.getByLabel('Placement').inputValue()).toBe('Forearm');
    expect(await assistant.getByLabel('Size in cm').inputValue()).toBe('9');
    await assistant.getByText(/^No history yet|Based on \d+ finished project/).waitFor();
    await expectNoSeriousFindings(page, 'design assistant: brief drafted');
    await fitsThePhone(page);
    await screenshot(page, 'design-assistant-brief-390');

    // Sends the brief's questions, with one of the artist's own added.
    await assistant.getByRole('button', { name: 'Add a question' }).click();
    const question = 'What should the banner say?';
    await assistant
      .getByLabel(/^Question \d+$/)
      .last()
      .fill(question);
    await assistant.getByRole('button', { name: 'Send questions' }).click();
    await assistant.getByText(`waiting for ${name} to answer`, { exact: false }).waitFor();

    // The client answers from the mail's private link.
    const asked = await mailTo(email, /^A few questions about your tattoo from /);
    expect(asked.text).toContain(question);
    await client.goto(`${appUrl()}${linkIn(asked, '/questions/')}`);
    await client.getByRole('heading', { level: 1, name: 'Questions about your tattoo' }).waitFor();
    await expectNoSeriousFindings(client, '/questions/{token}');
    await fitsThePhone(client);
    const answers = client.getByRole('form', { name: 'Your answers' });
    // The rules' own questions first, answered plainly; then the artist's.
    const boxes = answers.getByRole('textbox');
    for (let i = 0; i < (await boxes.count()) - 1; i++) await boxes.nth(i).fill('Left, please');
    await answers.getByLabel(question).fill('Mum, in small capitals');
    await answers.getByRole('button', { name: 'Send answers' }).click();
    await client
      .getByRole('heading', { level: 1, name: 'Answers sent' })
      .waitFor({ timeout: 30_000 });

    // The answers land on the request.
    await page.keyboard.press('Escape');
    await page.reload();
    await card.getByRole('button', { name: `Open the brief for ${name}` }).click();
    await assistant.getByRole('definition').filter({ hasText: 'Mum, in small capitals' }).waitFor();

    // Style references: the picker of the artist's own pieces.
    await assistant.getByRole('button', { name: 'Style references' }).click();
    const picker = page.getByRole('dialog', { name: 'Style references' });
    await picker.getByText(/\d of 6 chosen/).waitFor();
    await expectNoSeriousFindings(page, 'style references picker');
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await picker.waitFor({ state: 'hidden' });

    // Three concepts; the artist keeps the first and discards the second.
    await assistant.getByRole('button', { name: 'Sketch 3 concepts' }).click();
    await assistant
      .getByRole('img', { name: /^Concept \d, a sketch$/ })
      .nth(2)
      .waitFor({ timeout: 60_000 });
    expect(await assistant.getByRole('img', { name: /^Concept \d, a sketch$/ }).count()).toBe(3);
    await assistant.getByRole('button', { name: 'Keep Concept 1' }).click();
    await assistant.getByRole('link', { name: 'Refine Concept 1 in Modify Design' }).waitFor();
    await assistant.getByRole('button', { name: 'Discard Concept 2' }).click();
    await assistant.getByRole('button', { name: 'Keep Concept 2' }).waitFor({ state: 'detached' });
    await expectNoSeriousFindings(page, 'design assistant: concepts');
    await fitsThePhone(page);
    await screenshot(page, 'design-assistant-concepts-390');

    // One offer: the kept concept, the date, two hours, a €100 deposit.
    const offer = assistant.getByRole('region', { name: 'Offer' });
    expect(await offer.getByRole('radio', { name: 'Concept 1' }).isChecked()).toBe(true);
    await offer.getByLabel('Appointment date and time').fill(`${day}T11:00`);
    await offer.getByLabel('Length in minutes').fill('120');
    await offer.getByLabel('Deposit (€)').fill('100');
    await expectNoSeriousFindings(page, 'design assistant: offer');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await page.getByText(`${name} is e-mailed one page`, { exact: false }).waitFor();

    // The client: one mail with the design to approve, told AI assisted it, and the deposit.
    const offered = await mailLinking(email, '/approve/');
    expect(offered.text).toContain('with AI assistance');
    expect(offered.text).toMatch(/\/deposit\/[A-Za-z0-9_-]{43}/);
    await client.goto(`${appUrl()}${linkIn(offered, '/approve/')}`);
    await client.getByRole('heading', { level: 1, name: 'Design to approve' }).waitFor();
    await client.getByText(/^Designed by Paola Pro.* with AI assistance$/).waitFor();
    await expectNoSeriousFindings(client, '/approve/{token} (offer)');
    await fitsThePhone(client);
    await screenshot(client, 'design-assistant-offer-390');
    await client.getByLabel('Full name').fill(name);
    await client.getByRole('checkbox').first().check();
    await client.getByRole('button', { name: 'Approve design' }).click();
    await client.getByText('Thank you, the design is approved').waitFor();

    // The deposit from the same mail, paid in the Stripe twin's Checkout.
    await client.goto(`${appUrl()}${linkIn(offered, '/deposit/')}`);
    await client.getByRole('heading', { level: 1, name: 'Deposit for Paola Pro' }).waitFor();
    await client.getByRole('checkbox', { name: 'I accept the deposit policy' }).check();
    await client.getByRole('button', { name: 'Pay deposit €100.00' }).click();
    await client.waitForURL(/\/api\/demo-stripe\/connect\/checkout\//);
    await client.getByRole('button', { name: 'Pay' }).click();
    await client.waitForURL(/\/deposit\/[A-Za-z0-9_-]{43}\?paid=1$/);
    await client.getByText(/has received your deposit of €100\.00\./).waitFor();
    await expectNoSeriousFindings(client, '/deposit/{token} (paid)');
    await mailTo(email, /^Booked: your tattoo session with .*, deposit €100\.00 received$/);
    await phone.context.close();
    await desk.context.close();

    // Leave the pro account as it was (its plan caps the number of clients).
    const api = await artistApi(pro);
    const { requests } = await api.call<{ requests: { name: string; clientId: string | null }[] }>(
      'GET',
      '/api/booking-requests',
    );
    const clientId = requests.find((r) => r.name === name)?.clientId;
    if (clientId) await api.call('DELETE', `/api/clients/${clientId}`);
  }, 300_000);
});
