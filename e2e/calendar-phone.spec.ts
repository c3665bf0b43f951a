import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlineDepositStatus, User } from '@inkforge/domain';
import { demoAccount, signIn } from './support/accounts';
import { artistApi, type ArtistApi } from './support/artist-api';
import { describeFindings, seriousViolations } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

// The pro artist's calendar on one far-off Wednesday: a card in every state a deposit can be
// in, and a client whose medical warning is long. Read at 1280 px by axe, then on a 390-px phone.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const DAY = '2031-03-12';
const WARNING =
  'Latex allergy; pregnant (second trimester); takes blood thinners daily after heart surgery';
const ONLINE_STATES: OnlineDepositStatus[] = [
  'requested',
  'paid',
  'refunding',
  'kept',
  'refunded',
  'moved',
  'carried',
  'cancelled',
];
let admin: App;
let artist: ArtistApi;
let clientId = '';
const stamp = Date.now();

beforeAll(async () => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `calendar-phone-${stamp}`);
  artist = await artistApi(pro);
  const me = await artist.call<User>('GET', '/api/auth/me');
  const client = await artist.call<{ id: string }>('POST', '/api/clients/enhanced', {
    name: `Phone Day ${stamp}`,
    allergies: WARNING,
  });
  clientId = client.id;
  const project = await artist.call<{ id: string }>('POST', '/api/client-projects', {
    clientId,
    title: 'Sleeve',
    estimatedPrice: 2000,
  });
  const book = (title: string, hour: number, extra: object = {}) =>
    artist.call<{ id: string }>('POST', '/api/appointments', {
      clientId,
      projectId: project.id,
      title,
      appointmentDate: `${DAY}T${String(hour).padStart(2, '0')}:00`,
      timezone: me.timezone,
      duration: 60,
      price: 450,
      allowOverlap: true,
      ...extra,
    });
  await book(`Deposit by hand ${stamp}`, 8, { deposit: 100 });
  // Each online state as the deposits area stores it on the appointment.
  for (const [i, status] of ONLINE_STATES.entries()) {
    const { id } = await book(`Deposit ${status} ${stamp}`, 9 + i);
    await getFirestore(admin)
      .doc(`users/${artist.uid}/appointments/${id}`)
      .update({
        deposit: {
          amountCents: 10_000,
          currency: 'EUR',
          status,
          token: `phone-${status}-${stamp}`,
          requestedAt: new Date('2031-03-01T09:00:00.000Z'),
          paidAt: status === 'requested' || status === 'cancelled' ? null : new Date(),
          paymentId: null,
          policy: null,
          moves: 0,
          history: [],
        },
      });
  }
});

afterAll(async () => {
  if (clientId) await artist.call('DELETE', `/api/clients/${clientId}`);
  await deleteApp(admin);
});

async function openDay(page: Page): Promise<void> {
  await page.goto(`${appUrl()}/calendar`);
  await page.getByLabel('Filter by date').fill(DAY);
}

const view = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Calendar view' }).getByText(name, { exact: true }).click();

describe('the calendar on a working day (issue 34)', () => {
  it('every deposit state reads on its card with no serious axe finding, in every view', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, pro.email, pro.password);
    await openDay(page);
    const cards = page.getByTestId('calendar-appointment').filter({ hasText: String(stamp) });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(ONLINE_STATES.length + 1);
    await page.getByText('Deposit requested online: €100.00 · not paid yet').waitFor();
    for (const words of ['kept', 'refunded', 'refund asked of Stripe', 'paid online'])
      await page.getByText(`Deposit €100.00: ${words}`, { exact: true }).first().waitFor();
    const findings = describeFindings('/calendar (list, every deposit state)', [
      ...(await seriousViolations(page)),
    ]);
    for (const name of ['Day', 'Week', 'Month']) {
      await view(page, name);
      await page.getByTestId(`calendar-${name.toLowerCase()}`).waitFor();
      findings.push(...describeFindings(`/calendar (${name})`, await seriousViolations(page)));
    }
    expect(findings, findings.join('\n')).toEqual([]);
    await context.close();
  });

  it('on a 390-px phone: the day by default, all seven days of the week, a month list, whole warnings', async () => {
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    await signIn(page, pro.email, pro.password);
    await page.goto(`${appUrl()}/calendar`);
    // A phone opens on the day by hour, today's.
    await page.getByTestId('calendar-day').waitFor();
    await page.getByLabel('Filter by date').fill(DAY);
    const day = page.getByRole('region', { name: 'Day by hour' });
    await day.getByRole('button', { name: /Deposit requested/ }).waitFor();
    await screenshot(page, 'phone-calendar-day');
    // A swipe from right to left turns to the next day, the arrow back.
    const box = (await page.getByTestId('day-swipe').boundingBox())!;
    await page.mouse.move(box.x + 330, box.y + 120);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 130, { steps: 5 });
    await page.mouse.up();
    await page.getByText('Thu, 13 Mar 2031').waitFor();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByText('Wed, 12 Mar 2031').waitFor();

    await view(page, 'Week');
    const week = page.getByRole('region', { name: 'Week by hour' });
    const sunday = week.getByRole('group', { name: 'Sun, 16 Mar 2031' });
    await sunday.scrollIntoViewIfNeeded();
    const seen = (await sunday.boundingBox())!;
    expect(seen.x >= 0 && seen.x + seen.width <= 390, 'Sunday scrolls into view').toBe(true);
    await week.evaluate((region) => (region.scrollLeft = 0));
    await screenshot(page, 'phone-calendar-week');

    await view(page, 'Month');
    const month = page.getByTestId('month-list');
    const entry = month.getByRole('button', { name: new RegExp(`Deposit kept ${stamp}`) });
    // The whole title on one readable button, not fragments of a squeezed cell.
    expect(await entry.innerText()).toContain(`Deposit kept ${stamp}`);
    await screenshot(page, 'phone-calendar-month');

    await view(page, 'List');
    const warning = page
      .getByTestId('calendar-appointment')
      .filter({ hasText: String(stamp) })
      .first()
      .getByText(`Medical warning: ${WARNING}`);
    await warning.waitFor();
    const cut = await warning.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut, 'the warning wraps instead of being cut').toBe(false);
    const width = (await warning.boundingBox())!;
    expect(width.x + width.width <= 390).toBe(true);
    await warning.scrollIntoViewIfNeeded();
    await page
      .getByTestId('calendar-appointment')
      .first()
      .screenshot({ path: 'e2e/screenshots/phone-calendar-warning.png', animations: 'disabled' });

    // On a phone the chat button sits in the header, over no card however the list scrolls.
    await page.mouse.wheel(0, 600);
    const chat = page.getByRole('button', { name: 'Open support chat' });
    const button = (await chat.boundingBox())!;
    const header = (await page.locator('header').boundingBox())!;
    expect(button.y + button.height <= header.y + header.height, 'in the header').toBe(true);
    await context.close();
  });
});
