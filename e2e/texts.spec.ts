import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textSendTime, type ApiTextSettings, type CalendarAppointment } from '@inkforge/domain';
import { textSweepAt } from '../functions/test/support/text-sweep';
import { demoAccount } from './support/accounts';
import { artistApi, type ArtistApi } from './support/artist-api';
import { expectNoSeriousFindings } from './support/axe';
import { acceptDialogFor, fillBookingRequest, referencePhoto } from './support/booking-form';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';
import { linkInText, replyAsClient, textTo, textsTo } from './support/sms';

// Issue 44: a client who lives in their phone books, pays and confirms by text alone, and the
// artist answers from a phone. The seeded pro artist takes requests at /book/pro with Stripe
// connected in the offline twin; texts go to the stack's Twilio twin.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };
const HOUR = 3_600_000;
let artist: ArtistApi;
let admin: App;
let before: ApiTextSettings;

beforeAll(async () => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `texts-${Date.now()}`);
  artist = await artistApi(pro);
  before = await artist.call<ApiTextSettings>('GET', '/api/settings/texts');
  expect(before.configured, 'the stack runs the Twilio twin').toBe(true);
  await artist.call('PUT', '/api/settings/texts', {
    enabled: true,
    reminderHours: [48, 2],
    templates: {},
    overAllowance: 'pause',
  });
});
afterAll(async () => {
  const { enabled, reminderHours, templates, overAllowance } = before;
  await artist.call('PUT', '/api/settings/texts', {
    enabled,
    reminderHours,
    templates,
    overAllowance,
  });
  await deleteApp(admin);
});

const anchor = () =>
  referencePhoto(
    '<path d="M240 60 L240 300 M160 240 Q240 320 320 240" stroke="#222" stroke-width="10" fill="none"/>',
  );

/** The artist's bell, opened on a fresh page: follows the newest row holding all the words. */
async function followBell(page: Page, ...words: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${appUrl()}/dashboard`);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    let row = panel.getByRole('listitem');
    for (const word of words) row = row.filter({ hasText: word });
    try {
      await row.first().waitFor({ timeout: 5_000 });
      await row.first().getByRole('button').click();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('texts a client answers (issue 44)', () => {
  it('a client books with texts on, pays from the text, confirms the reminder with C; the artist answers', async () => {
    const stamp = Date.now();
    const name = `Text Journey ${stamp}`;
    const email = `text-journey-${stamp}@example.test`;
    const idea = `Anchor ${stamp}`;
    // A phone no earlier run texted (07700 9xxxxx, the UK's range for drama and tests).
    const phoneNumber = `+4477009${String(stamp % 100_000).padStart(5, '0')}`;
    // A day from 2039 on that no earlier run used, so the proposed slot never overlaps.
    const day = new Date(Date.UTC(2039, 0, 1) + (Math.floor(stamp / 1000) % 20_000) * 86_400_000)
      .toISOString()
      .slice(0, 10);

    // The client asks on the artist's page from a phone, and ticks the texts opt-in.
    const phone = await newPage(browser(), PHONE, { bypassCSP: true });
    const client = phone.page;
    await client.goto(`${appUrl()}/book/pro`, { waitUntil: 'domcontentloaded' });
    await client.getByRole('heading', { level: 1, name: 'Paola Pro' }).waitFor();
    const form = await fillBookingRequest(client, {
      idea,
      placement: 'Wrist',
      sizeCm: 6,
      name,
      email,
      phone: phoneNumber,
      reference: { name: 'anchor.jpg', buffer: await anchor() },
    });
    const optIn = form.getByRole('checkbox', { name: /^Text me about this booking/ });
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await client.getByRole('heading', { name: 'Request sent' }).waitFor();

    // The artist, on a phone, accepts with a deposit: the confirmation is texted with its link.
    const studio = await newPage(browser(), PHONE, { bypassCSP: true });
    const page = studio.page;
    const accept = await acceptDialogFor(page, pro, name, `${day}T11:00`);
    await accept.getByLabel(/^Estimated price/).fill('300');
    await accept.getByLabel(/^Deposit \(/).fill('50');
    await accept.getByRole('button', { name: 'Accept and propose' }).click();
    await accept.waitFor({ state: 'hidden' });
    // Accepted in the studio's quiet hours (a run at night), the text waits for 08:00: the
    // journey moves the clock there, as the scheduler would reach it.
    const studioZone = (await getFirestore(admin).doc(`users/${artist.uid}`).get()).get('timezone');
    // The proposal was made in the browser's zone, the studio's may differ: the later of the
    // two mornings is past both holds.
    const now = new Date();
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const sendAt = new Date(
      Math.max(
        ...[String(studioZone ?? 'UTC'), browserZone].map((zone) =>
          textSendTime(now, zone, null).getTime(),
        ),
      ),
    );
    if (sendAt > now) await textSweepAt(getFirestore(admin), sendAt);
    const confirmation = await textTo(phoneNumber, /\/deposit\//);
    expect(confirmation.body).toMatch(/^Black Lotus|^Paola Pro/);

    // The client pays from the text's link.
    await client.goto(`${appUrl()}${linkInText(confirmation, '/deposit/')}`);
    await client.getByRole('heading', { level: 1, name: 'Deposit for Paola Pro' }).waitFor();
    await client.getByRole('checkbox', { name: 'I accept the deposit policy' }).check();
    await client.getByRole('button', { name: /^Pay deposit / }).click();
    await client.waitForURL(/\/api\/demo-stripe\/connect\/checkout\//);
    await client.getByRole('button', { name: 'Pay' }).click();
    await client.waitForURL(/\/deposit\/[A-Za-z0-9_-]{43}\?paid=1$/);

    // The clock moves to 47 hours before the visit: the 48-hour reminder goes.
    const calendar = await artist.call<CalendarAppointment[]>('GET', '/api/calendar-new');
    const booked = calendar.find((a) => a.title.includes(idea) || a.projectTitle === idea);
    expect(booked, `the calendar holds ${idea}`).toBeDefined();
    const start = new Date(booked!.appointmentDate).getTime();
    await textSweepAt(getFirestore(admin), new Date(start - 47 * HOUR));
    const reminder = await textTo(phoneNumber, /Reply C to confirm/);
    const sentBefore = (await textsTo(phoneNumber)).length;

    // The client answers C from their phone.
    await replyAsClient(phoneNumber, reminder.from, 'C');

    // The artist sees it on the calendar, in words.
    await followBell(page, `${name} confirmed by text`);
    await page.goto(`${appUrl()}/calendar`);
    await page.getByLabel('Filter by date').fill(day);
    const card = page.getByTestId('calendar-appointment').filter({ hasText: idea });
    await card.getByText('Confirmed by text').waitFor();
    await expectNoSeriousFindings(page, 'calendar, confirmed by text');
    await screenshot(page, 'texts-confirmed-by-text-390');

    // From the bell to the thread, and an answer that reaches the client's phone.
    await followBell(page, `${name} confirmed by text`);
    const detail = page.getByRole('dialog', { name });
    await detail.waitFor();
    const messagesTab = detail.getByRole('tab', { name: 'Messages' });
    if ((await messagesTab.getAttribute('aria-selected')) !== 'true') await messagesTab.click();
    const thread = detail.getByRole('list', { name: `Texts with ${name}` });
    await thread.getByText('C', { exact: true }).waitFor();
    await thread.getByText(/Reply C to confirm/).waitFor();
    const answer = `See you on the day, ${stamp}!`;
    await detail.getByLabel(`Text to ${name}`).fill(answer);
    await detail.getByText(/characters · 1 segment \(GSM-7\)/).waitFor();
    await expectNoSeriousFindings(page, 'the client thread');
    await screenshot(page, 'texts-thread-390');
    await detail.getByRole('button', { name: 'Send text' }).click();
    await thread.getByText(answer).waitFor();
    const arrived = await textTo(phoneNumber, new RegExp(`See you on the day, ${stamp}!`));
    expect(arrived.from).toBe(reminder.from);
    expect((await textsTo(phoneNumber)).length).toBe(sentBefore + 1);

    // Settings → Texts, on the same phone.
    await page.keyboard.press('Escape');
    await page.goto(`${appUrl()}/settings?tab=texts`);
    await page.getByLabel('Reminder', { exact: true }).waitFor();
    await expectNoSeriousFindings(page, 'Settings → Texts');
    await screenshot(page, 'texts-settings-390');
    await page.goto(`${appUrl()}/dashboard`);
    await page.getByText(/^Texts this month: \d+ of 300$/).waitFor();
    await expectNoSeriousFindings(page, 'dashboard with the texts count');
  });
});
