import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { uniqueEmail } from './support/auth-emulator';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

/** A new artist on the Pro plan (paid on the offline checkout), on the dashboard. */
async function newProArtist(page: Page): Promise<void> {
  await page.goto(`${appUrl()}/login`);
  await page.getByText("Don't have an account? Sign up").click();
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('counts'));
  await page.getByLabel('Password', { exact: true }).fill('tattoo-123');
  await page.getByLabel('Display Name').fill('Cora Counts');
  // The Terms box starts unticked: only the person's tick is consent.
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await page.waitForURL(/\/consent/);
  // Consent is the person's own tick (the box is ticked already if they ticked it at sign-up).
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByRole('button', { name: 'No, continue without code' }).click();
  await page.goto(`${appUrl()}/subscribe`);
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await page.waitForURL(/\/api\/demo-stripe\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 20_000 });
  await page.getByText('pro · 500 credits').first().waitFor();
}

/** Follows a sidebar link: the app moves within the page, nothing reloads. */
async function viaSidebar(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
}

const stat = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe("the dashboard's counts follow the artist's own actions (issue 28)", () => {
  it('a generation and a new client count on the dashboard without a reload', async () => {
    const { context, page } = await newPage(browser());
    await newProArtist(page);
    await stat(page, 'Generations Made').filter({ hasText: /^0$/ }).waitFor();
    await stat(page, 'Registered Clients').filter({ hasText: /^0$/ }).waitFor();
    // A reload would reset this mark: the counts below must change without one.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await viaSidebar(page, 'AI Generator');
    await page.getByLabel('Describe your tattoo').fill('koi in waves');
    await page.getByRole('button', { name: 'Generate Design (4 credits)' }).click();
    await page.getByAltText('Generated tattoo design').waitFor({ timeout: 60_000 });
    await viaSidebar(page, 'Dashboard');
    await stat(page, 'Generations Made').filter({ hasText: /^1$/ }).waitFor();

    await viaSidebar(page, 'Clients');
    await page.getByRole('button', { name: 'Add Client', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Client' });
    await add.getByLabel('Name').fill('Ada Lovelace');
    await add.getByRole('button', { name: 'Create Client' }).click();
    await add.waitFor({ state: 'hidden' });
    await viaSidebar(page, 'Dashboard');
    await stat(page, 'Registered Clients').filter({ hasText: /^1$/ }).waitFor();
    await page.waitForFunction(() => '__sameDocument' in window);
    await screenshot(page, 'dashboard-counts-after-actions');

    // The credit history says what the credits went on, in words.
    await viaSidebar(page, 'Settings');
    await page.getByRole('tab', { name: 'Subscription' }).click();
    const history = page.getByTestId('credit-history');
    await history.getByText("Design 'koi in waves'").waitFor();
    await history.getByText(/^Pro plan, \w+$/).waitFor();
    await context.close();
  });
});
