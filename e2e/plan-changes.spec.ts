import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/auth-emulator';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

async function fillSignUp(page: Page, email: string): Promise<void> {
  await page.getByText("Don't have an account? Sign up").click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tattoo-123');
  await page.getByLabel('Display Name').fill('Billie Ink');
  // The Terms box starts unticked: only the person's tick is consent.
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await page.waitForURL(/\/consent/);
  // Consent is the person's own tick (the box is ticked already if they ticked it at sign-up).
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

async function payOnDemoCheckout(page: Page, expects: string): Promise<void> {
  await page.waitForURL(/\/api\/demo-stripe\/checkout\//);
  await page.getByText(expects).first().waitFor();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 20_000 });
}

const card = (page: Page, code: string) => page.getByTestId(`plan-${code}`);

describe('plan changes say what they do and what they cost before anything is charged', () => {
  it('a plan chosen before sign-up goes to its checkout right after consent', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${appUrl()}/login`);
    await page.getByText('View plans and pricing').click();
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await fillSignUp(page, uniqueEmail('planfirst'));
    // Before: consent led to the dashboard and the stored plan stayed behind.
    await payOnDemoCheckout(page, 'Pro plan, billed monthly');
    await page.getByText('pro · 500 credits').first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('selectedPlan'))).toBeNull();
    await context.close();
  });

  it('monthly → yearly is a priced switch, an upgrade shows its amount, a downgrade can be undone', async () => {
    // bypassCSP: axe is injected to check each confirmation, where the amount is shown.
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await page.goto(`${appUrl()}/login`);
    await page.getByText('View plans and pricing').click();
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await fillSignUp(page, uniqueEmail('planchange'));
    await payOnDemoCheckout(page, 'Pro plan, billed monthly');
    await page.getByText('pro · 500 credits').first().waitFor();

    await page.goto(`${appUrl()}/update-plan`);
    // A new account is offered a discount code once; this journey is about plan changes.
    const noCode = page.getByRole('button', { name: 'No, continue without code' });
    await noCode.waitFor({ timeout: 5000 }).then(
      () => noCode.click(),
      () => undefined,
    );
    await card(page, 'premium').getByRole('button', { name: 'Upgrade' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade: Premium (monthly)' });
    await expect.poll(() => upgrade.getByTestId('amount-due-today').textContent()).toMatch(/^€\d/);
    await upgrade.getByText(/€79\.99 per month from/).waitFor();
    await expectNoSeriousFindings(page, 'upgrade confirmation');
    await upgrade.getByRole('button', { name: 'Keep current plan' }).click();
    await upgrade.waitFor({ state: 'detached' });
    await page.getByTestId('current-plan').getByText('Pro (monthly)').waitFor();

    // Before: Basic | Pro | Premium read Downgrade | Downgrade | Upgrade, and Pro charged.
    await page.getByText('Yearly', { exact: true }).click();
    const labels = await Promise.all(
      ['basic', 'pro', 'premium'].map((c) => card(page, c).getByRole('button').textContent()),
    );
    expect(labels).toEqual(['Downgrade', 'Switch to yearly', 'Upgrade']);
    await card(page, 'pro').getByRole('button', { name: 'Switch to yearly' }).click();
    const yearly = page.getByRole('dialog', { name: 'Switch to yearly: Pro (yearly)' });
    const due = await yearly.getByTestId('amount-due-today').textContent();
    expect(due).toMatch(/^€3\d\d\.\d\d$/);
    await yearly.getByText(/€399\.90 per year from/).waitFor();
    await expectNoSeriousFindings(page, 'switch-to-yearly confirmation');
    await screenshot(page, 'plan-switch-to-yearly-confirm');
    await yearly.getByRole('button', { name: `Pay ${due ?? ''} and switch to yearly` }).click();
    await page.getByTestId('current-plan').getByText('Pro (yearly)').waitFor({ timeout: 20_000 });

    await card(page, 'basic').getByRole('button', { name: 'Downgrade' }).click();
    const down = page.getByRole('dialog', { name: 'Downgrade: Basic (yearly)' });
    await down.getByText('Nothing is charged now.', { exact: false }).waitFor();
    await expectNoSeriousFindings(page, 'downgrade confirmation');
    await down.getByRole('button', { name: 'Schedule downgrade' }).click();
    const pending = page.getByTestId('pending-plan');
    await pending.getByText(/Changes to Basic \(yearly\) on \d+ \w+ \d{4}/).waitFor();
    await expectNoSeriousFindings(page, '/update-plan with a downgrade pending');
    await page.goto(`${appUrl()}/settings?tab=subscription`);
    await page
      .getByTestId('pending-plan')
      .getByText(/Changes to Basic/)
      .waitFor();
    await page.getByTestId('pending-plan').getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Change Undone').waitFor();
    await page.getByTestId('pending-plan').waitFor({ state: 'detached' });
    await context.close();
  });
});
