import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/auth-emulator';
import { demoAccount, signIn } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';
import { linkIn, mailTo } from './support/mail';

// Issue 43: a fresh artist on a paid plan opens a studio and invites an artist and a
// receptionist by e-mail; each accepts from the link in their mail (a new account each); the
// receptionist books a client for the artist from the studio calendar on a tablet, and the
// artist sees it on a phone. Every address is new, so the journey runs again on the same stack.
const browser = browserForJourneys();
const PASSWORD = 'tattoo-123';
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };
const stamp = Date.now();
const studioName = `Lotus ${stamp}`;
const people = {
  owner: { email: uniqueEmail('studio-owner'), name: 'Olga Owner' },
  artist: { email: uniqueEmail('studio-artist'), name: `Ari Artist ${stamp}` },
  desk: { email: uniqueEmail('studio-desk'), name: 'Dee Desk' },
};
const links: Record<'artist' | 'desk', string> = { artist: '', desk: '' };
let admin: App;

beforeAll(() => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `studio-${stamp}`);
});
afterAll(async () => {
  await deleteApp(admin);
});

/**
 * A page of its own for one person. New accounts may be offered a discount code a moment after
 * they arrive; this journey is about the studio, so the offer is marked as already dismissed.
 */
async function openAs(viewport = { width: 1280, height: 800 }) {
  // bypassCSP: axe is injected to check the studio's screens as they change.
  const opened = await newPage(browser(), viewport, { bypassCSP: true });
  await opened.page.addInitScript(() => localStorage.setItem('promo_code_modal_dismissed', 'true'));
  return opened;
}

/** The sign-up form as a person fills it, then the consent step (the Terms are their tick). */
async function signUp(page: Page, who: { email: string; name: string }): Promise<void> {
  await page.getByText("Don't have an account? Sign up").click();
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Display Name').fill(who.name);
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await page.waitForURL(/\/consent/);
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The uid of an account, as the Auth emulator signs it in. */
async function uidOf(email: string): Promise<string> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { localId: string }).localId;
}

/** The account as a subscriber to Pro (its plan's limits: clients, a studio of its own). */
async function onProPlan(email: string): Promise<void> {
  await getFirestore(admin)
    .doc(`users/${await uidOf(email)}`)
    .update({ currentPlan: 'pro', role: 'pro', subscriptionStatus: 'active' });
}

/** An invitee follows the mailed link, signs up on the way and accepts. */
async function acceptAs(page: Page, who: { email: string; name: string }, link: string) {
  await page.goto(`${appUrl()}${link}`);
  await page.getByText(`invites you to join ${studioName}`).waitFor();
  await expectNoSeriousFindings(page, `invitation for ${who.email}`);
  await page.getByRole('button', { name: 'Sign in or create an account to accept' }).click();
  await signUp(page, who);
  // The consent step brings the new account back to the invitation.
  await page.waitForURL(new RegExp(`${link}$`));
  await page.getByRole('button', { name: `Accept and join ${studioName}` }).click();
  await page.waitForURL(/\/studio$/);
  await page.getByRole('heading', { level: 1, name: studioName }).waitFor();
}

describe('a studio in the browser (issue 43)', () => {
  it('the owner opens a studio and invites an artist and a receptionist by e-mail', async () => {
    const { context, page } = await openAs();
    await page.goto(`${appUrl()}/login`);
    await signUp(page, people.owner);
    await page.waitForURL(/\/dashboard/);
    // A paid plan is what opens a studio; the billing journeys cover buying one.
    await onProPlan(people.owner.email);
    await page.reload();
    await page.getByRole('link', { name: 'Open a studio' }).click();
    await page.waitForURL(/\/studio$/);
    const form = page.getByRole('form', { name: 'Open a studio' });
    await expectNoSeriousFindings(page, 'open a studio');
    await form.getByLabel('Studio name').fill(studioName);
    await expect(form.getByLabel('Page address').inputValue()).resolves.toBe(`lotus-${stamp}`);
    await form.getByLabel('Address', { exact: true }).fill('12 Ink Street');
    await form.getByRole('button', { name: 'Open studio' }).click();
    await page.getByRole('heading', { level: 1, name: studioName }).waitFor();
    await page.getByRole('link', { name: 'Studio', exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Members' }).click();
    for (const [who, role] of [
      ['artist', 'Artist'],
      ['desk', 'Front desk'],
    ] as const) {
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite to the studio' });
      await dialog.getByLabel('E-mail').fill(people[who].email);
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: role, exact: true }).click();
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await dialog.getByText(`We e-mailed the link to ${people[who].email}`).waitFor();
      const shown = await dialog.getByLabel('Invitation link').inputValue();
      await expectNoSeriousFindings(page, `invitation link for ${who}`);
      await dialog.getByRole('button', { name: 'Done' }).click();
      // The mail carries the same link the owner saw once.
      links[who] = linkIn(await mailTo(people[who].email, /invites you to join/), '/join/');
      expect(new URL(shown).pathname).toBe(links[who]);
    }
    await page.getByTestId('studio-invitation').nth(1).waitFor();
    await expectNoSeriousFindings(page, 'studio members');
    await screenshot(page, 'studio-members-owner');
    await context.close();
  });

  it('the artist and the receptionist each accept from the link in their e-mail', async () => {
    const artist = await openAs();
    await acceptAs(artist.page, people.artist, links.artist);
    await artist.context.close();
    // The artist keeps a plan of their own: their clients count against it, booked by anyone.
    await onProPlan(people.artist.email);

    const desk = await openAs(TABLET);
    await acceptAs(desk.page, people.desk, links.desk);
    await desk.page.getByRole('tab', { name: 'Members' }).click();
    await desk.page.getByText(`${people.artist.name}`).first().waitFor();
    await desk.page.getByRole('button', { name: 'Leave studio' }).waitFor();
    await desk.context.close();
  });

  it('the receptionist books a client for the artist on a tablet; the artist sees it on a phone', async () => {
    const desk = await openAs(TABLET);
    await signIn(desk.page, people.desk.email, PASSWORD);
    await desk.page.goto(`${appUrl()}/studio`);
    await desk.page.getByRole('heading', { level: 1, name: studioName }).waitFor();
    // Tomorrow, in the studio's day view.
    await desk.page.getByRole('button', { name: 'Next day' }).click();
    await desk.page.getByRole('button', { name: 'New appointment' }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'New appointment' });
    await dialog.getByRole('combobox', { name: 'Artist' }).click();
    await desk.page.getByRole('option', { name: people.artist.name }).click();
    await dialog.getByLabel('Client name').fill(`Client ${stamp}`);
    await dialog.getByLabel('Client e-mail').fill(`client-${stamp}@example.test`);
    await dialog.getByLabel('Title').fill('Koi half sleeve');
    await dialog.getByLabel('Time').fill('13:00');
    await expectNoSeriousFindings(desk.page, 'new studio appointment (tablet)');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    // Booked, the dialog closes; refused, it says why (and the journey fails with that line).
    const refused = dialog.getByRole('alert');
    await Promise.race([
      dialog.waitFor({ state: 'hidden' }),
      refused.waitFor().then(async () => {
        throw new Error(`The booking was refused: ${await refused.innerText()}`);
      }),
    ]);
    const card = desk.page.getByTestId('studio-appointment').filter({ hasText: 'Koi half sleeve' });
    await card.getByText(people.artist.name).waitFor();
    await card.getByText(`Client ${stamp}`).waitFor();
    await card.getByText('Deposit missing').waitFor();
    await expectNoSeriousFindings(desk.page, 'studio calendar (tablet)');
    await screenshot(desk.page, 'studio-calendar-desk-tablet');
    await desk.context.close();

    const phone = await openAs(PHONE);
    await signIn(phone.page, people.artist.email, PASSWORD);
    await phone.page.goto(`${appUrl()}/studio`);
    await phone.page.getByRole('heading', { level: 1, name: studioName }).waitFor();
    await phone.page.getByRole('button', { name: 'Next day' }).click();
    const mine = phone.page
      .getByTestId('studio-appointment')
      .filter({ hasText: 'Koi half sleeve' });
    await mine.getByText(people.artist.name).waitFor();
    await mine.getByText('13:00–15:00').waitFor();
    // Nothing of the card is cut off at 390 px: it fits the screen's width.
    const box = await mine.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await expectNoSeriousFindings(phone.page, 'studio calendar (phone)');
    await screenshot(phone.page, 'studio-calendar-artist-phone');
    await phone.context.close();
  });

  it('the owner of the seeded studio reads the month’s commissions and downloads them as CSV', async () => {
    const pro = demoAccount('pro');
    const { context, page } = await openAs();
    await signIn(page, pro.email, pro.password);
    await page.goto(`${appUrl()}/studio?tab=commissions`);
    await page.getByRole('table').getByRole('rowheader', { name: 'Total' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^commissions-black-lotus-\d{4}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(path, 'utf8');
    expect(csv.split('\n')[0]).toMatch(/^artist,uid,role,/);
    expect(csv).toContain(pro.displayName);
    await expectNoSeriousFindings(page, 'studio commissions');
    await screenshot(page, 'studio-commissions-owner');
    await context.close();
  });
});
