import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestResetCode, signUpViaRest, uniqueEmail } from './support/auth-emulator';
import { demoAccount, signIn } from './support/accounts';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

async function openSignUp(page: Page): Promise<void> {
  await page.goto(`${appUrl()}/login`);
  await page.getByText("Don't have an account? Sign up").click();
  await page.getByRole('button', { name: 'Create Account', exact: true }).waitFor();
}

describe('sign-in and account lifecycle in the browser', () => {
  it('signs up, confirms consent and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser());
    const email = uniqueEmail('signup');
    await openSignUp(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('tattoo-123');
    await page.getByLabel('Display Name').fill('Mara Ink');
    // The Terms box starts unticked: only the person's tick is consent.
    await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();

    await page.waitForURL(/\/consent/);
    await page
      .getByText(/Mara Ink/)
      .first()
      .waitFor();
    // Consent is the person's own tick (the box is ticked already if they ticked it at sign-up).
    await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.waitForURL(/\/dashboard/);
    await page.getByText(/Good (morning|afternoon|evening), Mara Ink/).waitFor();
    await screenshot(page, 'signup-consent-dashboard');
    await context.close();
  });

  it('signs in with a seeded account and shows its plan and credits', async () => {
    // The basic account: no other journey spends its credits, so the seeded balance holds.
    const basic = demoAccount('basic');
    const { context, page } = await newPage(browser());
    await signIn(page, basic.email, basic.password);
    await page.getByText('Basic Artist').first().waitFor();
    await page.getByText(String(basic.credits)).first().waitFor();
    await page.getByText('Active subscription').first().waitFor();
    await screenshot(page, 'signin-seeded-basic');
    await context.close();
  });

  it("shows 'Login Failed' for a wrong password", async () => {
    const free = demoAccount('free');
    const { context, page } = await newPage(browser());
    await signIn(page, free.email, 'not-the-password', { land: false });
    await page.getByText('Login Failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-failed');
    await context.close();
  });

  it('explains an e-mail that already has an account and opens the reset dialog', async () => {
    const email = uniqueEmail('exists');
    await signUpViaRest(email, 'tattoo-123');
    const { context, page } = await newPage(browser());
    await openSignUp(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('another-123');
    // The Terms box starts unticked: only the person's tick is consent.
    await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page
      .getByText(
        "This email address is already associated with an existing account. Please sign in or use the password reset option if you've forgotten your credentials.",
      )
      .first()
      .waitFor();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByLabel(/email/i).inputValue()).resolves.toBe(email);
    await screenshot(page, 'signup-email-exists');
    await context.close();
  });

  it('resets a forgotten password with the emailed link and signs in with the new one', async () => {
    const email = uniqueEmail('reset');
    await signUpViaRest(email, 'old-password-1');
    const { context, page } = await newPage(browser());
    await page.goto(`${appUrl()}/login`);
    await page.getByText('Forgot password?').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/email/i).fill(email);
    await dialog.getByRole('button', { name: /send|reset/i }).click();
    // The confirmation toast, shown only once the server has asked for the reset e-mail.
    await page.getByText('Check Your Email', { exact: true }).waitFor();

    const code = await latestResetCode(email);
    await page.goto(`${appUrl()}/reset-password?token=${code}&email=${encodeURIComponent(email)}`);
    await page.getByLabel('New Password', { exact: true }).fill('new-password-2');
    await page.getByLabel('Confirm Password', { exact: true }).fill('new-password-2');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.waitForURL(/\/login/, { timeout: 10_000 });

    await signIn(page, email, 'new-password-2', { land: false });
    await page.waitForURL(/\/(consent|dashboard)/);
    await screenshot(page, 'reset-password-then-signin');
    await context.close();
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    const free = demoAccount('free');
    const { context, page } = await newPage(browser());
    await signIn(page, free.email, free.password);
    await page.goto(`${appUrl()}/no-such-page`);
    await page.getByText('404 Page Not Found').waitFor();
    await screenshot(page, 'not-found');
    await context.close();
  });

  it('opens the sidebar as a slide-over on a 390-px-wide phone', async () => {
    const basic = demoAccount('basic');
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    await signIn(page, basic.email, basic.password);
    const clients = page.getByRole('link', { name: 'Clients', exact: true });
    await expect(clients.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Navigation' }).click();
    await clients.waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Update Plan' }).waitFor();
    await screenshot(page, 'phone-sidebar-open');
    await context.close();
  });
});
