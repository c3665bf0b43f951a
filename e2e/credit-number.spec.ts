import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/auth-emulator';
import { appUrl, browserForJourneys, newPage } from './support/browser';

const browser = browserForJourneys();

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** Moves inside the app as a person does (no reload, so cached screens would show). */
const open = (page: Page, link: string) =>
  page.getByRole('link', { name: link, exact: true }).first().click();

/** The four places a balance shows: header, sidebar, dashboard card, and /credits. */
async function everyCreditNumber(page: Page): Promise<number[]> {
  await open(page, 'Dashboard');
  await page.waitForURL(/\/dashboard/);
  const header = digits(await page.getByLabel('Credits', { exact: true }).first().textContent());
  const sidebar = digits(
    await page
      .getByText(/ · \d+ credits$/)
      .first()
      .textContent(),
  );
  const card = digits(await page.getByLabel('Credits Remaining').textContent());
  await open(page, 'Get Credits');
  const credits = digits(await page.getByTestId('credits-balance').textContent());
  return [header, sidebar, card, credits];
}

describe('one credit number everywhere', () => {
  it('header, sidebar, dashboard card and /credits agree after a generation and an upgrade', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${appUrl()}/login`);
    await page.getByText('View plans and pricing').click();
    await page.getByRole('button', { name: 'Choose Basic' }).click();
    await page.getByText("Don't have an account? Sign up").click();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('onenumber'));
    await page.getByLabel('Password', { exact: true }).fill('tattoo-123');
    // The Terms box starts unticked: only the person's tick is consent.
    await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    // Consent is the person's own tick (the box is ticked already if they ticked it at sign-up).
    await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(/\/api\/demo-stripe\/checkout\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 20_000 });
    await page.getByText('basic · 200 credits').first().waitFor();
    await page.getByLabel('Credits Remaining').getByText('200').waitFor();
    // A new account is offered a discount code once (after 2 s); this journey is about credits.
    const noCode = page.getByRole('button', { name: 'No, continue without code' });
    await noCode.waitFor({ timeout: 5000 }).then(
      () => noCode.click(),
      () => undefined,
    );

    await open(page, 'AI Generator');
    await page.getByLabel('Describe your tattoo').fill('A swallow over a compass');
    await page.getByRole('button', { name: 'Generate Design (4 credits)' }).click();
    await page.getByAltText('Generated tattoo design').waitFor({ timeout: 40_000 });
    // Before: the dashboard card still said 200 while the header said 196.
    expect(await everyCreditNumber(page)).toEqual([196, 196, 196, 196]);

    await open(page, 'Update Plan');
    await page.getByTestId('plan-pro').getByRole('button', { name: 'Upgrade' }).click();
    const confirm = page.getByRole('dialog', { name: 'Upgrade: Pro (monthly)' });
    await confirm.getByRole('button', { name: /^Pay €\d+\.\d\d and upgrade$/ }).click();
    await page.getByTestId('current-plan').getByText('Pro (monthly)').waitFor({ timeout: 20_000 });
    // Before: the card said 600 for over a minute while everything else said 1300.
    expect(await everyCreditNumber(page)).toEqual([496, 496, 496, 496]);
    await context.close();
  });
});
