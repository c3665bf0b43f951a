import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/auth-emulator';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto(`${appUrl()}/login`);
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
  await page.waitForURL(/\/dashboard/);
  // A new account is offered a discount code once; this journey is about paying.
  await page.getByRole('button', { name: 'No, continue without code' }).click();
}

/** The sidebar ('pro · 500 credits') and the header credits both show the balance. */
async function expectCredits(page: Page, plan: string, credits: number): Promise<void> {
  await page.getByText(`${plan} · ${credits} credits`).first().waitFor();
  await page
    .getByLabel('Credits')
    .filter({ hasText: String(credits) })
    .first()
    .waitFor();
}

/** The offline demo checkout: shows the order, Pay posts signed events to the webhook. */
async function payOnDemoCheckout(page: Page, expects: string): Promise<void> {
  await page.waitForURL(/\/api\/demo-stripe\/checkout\//);
  await page.getByText(expects).first().waitFor();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 20_000 });
}

describe('plans, packs and cancellation on the offline payment stack', () => {
  it('subscribes to Pro, buys 100 credits, cancels, and is free with pack credits at period end', async () => {
    // bypassCSP: axe is injected to check the subscription screens as they change.
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signUp(page, uniqueEmail('billing'));
    await expectCredits(page, 'free', 0);

    await page.goto(`${appUrl()}/subscribe`);
    // The shell's 'Choose Your Plan' dialog stays away from the page where the plan is chosen.
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
    await payOnDemoCheckout(page, 'Pro plan, billed monthly');
    await expectCredits(page, 'pro', 500);
    await page.getByText('Active subscription').first().waitFor();

    await page.goto(`${appUrl()}/credits`);
    await page.getByRole('button', { name: 'Buy 100 credits' }).click();
    await payOnDemoCheckout(page, '100 Credits');
    await expectCredits(page, 'pro', 600);

    await page.goto(`${appUrl()}/settings?tab=subscription`);
    // Billing history: the next charge, the card, and the one invoice (a pack has none).
    const history = page.getByTestId('billing-history');
    await history.getByText(/Next charge: €39\.99 on \d+ \w+ \d{4}/).waitFor();
    await history.getByText('Card: Visa ending in 4242', { exact: false }).waitFor();
    expect(await history.getByRole('row').count()).toBe(2);
    await expectNoSeriousFindings(page, 'subscription settings with billing history');
    const [invoicePage] = await Promise.all([
      context.waitForEvent('page'),
      history.getByRole('link', { name: /View invoice of/ }).click(),
    ]);
    await invoicePage.getByRole('heading', { name: 'Invoice' }).waitFor();
    await invoicePage.getByText('€39.99').waitFor();
    await invoicePage.getByText('Paid').waitFor();
    await invoicePage.close();

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).waitFor();
    await expectNoSeriousFindings(page, 'cancel-subscription confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText('Subscription Cancelled').first().waitFor();
    await page.getByText(/Access ends on/).waitFor();
    await history.getByText('No further charges are scheduled.').waitFor();
    await expectNoSeriousFindings(page, 'subscription settings, cancelled');
    await expectCredits(page, 'pro', 600);
    await screenshot(page, 'billing-cancelled-still-pro');

    await page.getByRole('button', { name: 'Manage Billing' }).click();
    await page.waitForURL(/\/api\/demo-stripe\/portal\//);
    await page.getByRole('button', { name: 'Simulate: end of billing period' }).click();
    await page.getByText('Status: canceled').waitFor();
    await page.getByRole('link', { name: 'Return to InkForge' }).click();
    await page.waitForURL(/\/settings/);
    await expectCredits(page, 'free', 100);
    await page.getByText('Free Artist').first().waitFor();
    await screenshot(page, 'billing-free-with-pack-credits');
    await context.close();
  });

  it('two checkouts in two tabs end with one subscription and nothing charged twice', async () => {
    const { context, page: basicTab } = await newPage(browser());
    await signUp(basicTab, uniqueEmail('two-tabs'));
    const proTab = await context.newPage();

    // Basic in one tab, then Pro in another, both up to the demo checkout's Pay button.
    await basicTab.goto(`${appUrl()}/subscribe`);
    await basicTab.getByRole('button', { name: 'Subscribe to Basic' }).click();
    await basicTab.waitForURL(/\/api\/demo-stripe\/checkout\//);
    await basicTab.getByText('Basic plan, billed monthly').waitFor();
    await proTab.goto(`${appUrl()}/subscribe`);
    await proTab.getByRole('button', { name: 'Subscribe to Pro' }).click();
    await proTab.waitForURL(/\/api\/demo-stripe\/checkout\//);
    await proTab.getByText('Pro plan, billed monthly').waitFor();

    // Both Pay buttons pressed: the older tab's checkout was replaced and charges nothing.
    await basicTab.getByRole('button', { name: 'Pay' }).click();
    await basicTab.getByText('A newer checkout replaced it: nothing was charged here.').waitFor();
    await proTab.getByRole('button', { name: 'Pay' }).click();
    await proTab.waitForURL(/\/dashboard/, { timeout: 20_000 });
    await expectCredits(proTab, 'pro', 500);

    // The person's own records: one invoice, one plan grant, no second subscription to refund.
    await proTab.goto(`${appUrl()}/settings?tab=subscription`);
    const history = proTab.getByTestId('billing-history');
    await history.getByText(/Next charge: €39\.99/).waitFor();
    expect(await history.getByRole('row').count()).toBe(2);
    expect(await history.getByText('Refunded').count()).toBe(0);
    const ledger = proTab.getByTestId('credit-history');
    // The month's grant, named for the plan and month; no note of a second subscription.
    await ledger
      .getByText(/^Pro plan, \w+$/)
      .first()
      .waitFor();
    expect(await ledger.getByRole('row').count()).toBe(2);
    expect(await ledger.getByText(/subscription cancelled/).count()).toBe(0);
    await screenshot(proTab, 'billing-two-tabs-one-subscription');

    await context.close();
  });
});
