import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emailChangeLink, signUpViaRest, uniqueEmail } from './support/auth-emulator';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

/** A brand-new account, signed in, past consent, with the new-account promo prompt dismissed. */
async function freshArtist(page: Page): Promise<string> {
  const email = uniqueEmail('account');
  await signUpViaRest(email, 'tattoo-123');
  await page.addInitScript(() => localStorage.setItem('promo_code_modal_dismissed', 'true'));
  await page.goto(`${appUrl()}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tattoo-123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/consent/);
  // Consent is the person's own tick (the box is ticked already if they ticked it at sign-up).
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  return email;
}

/**
 * A new account has no plan and no credits, so the shell asks it to subscribe on most pages, but
 * never on settings (where the promo code and the plan live).
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${appUrl()}${path}`);
  await page.getByRole('tab', { name: 'Profile' }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe('account settings, promo codes and the support chat in the browser', () => {
  it('changes the display name, redeems a code, and chats with the assistant', async () => {
    const { context, page } = await newPage(browser());
    await freshArtist(page);
    await page.getByTestId('account-line').waitFor();
    expect(await page.getByLabel('Credits Remaining').textContent()).toBe('0');

    await visit(page, '/settings');
    const name = page.getByRole('textbox', { name: 'Display name' });
    await name.fill('Vera Linework');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile Updated').waitFor();
    // A first-day account is greeted "Welcome", a returning one "Welcome back".
    await page.getByText(/^Welcome( back)?, Vera/).waitFor();

    await visit(page, '/settings?tab=security&section=promo');
    await page.getByRole('textbox', { name: 'Promo code' }).fill('inkfest25');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByText('Code redeemed!').waitFor();
    await page.getByLabel('Credits', { exact: true }).filter({ hasText: '25' }).first().waitFor();
    await screenshot(page, 'account-promo-redeemed');

    await page.getByRole('button', { name: 'Open support chat' }).click();
    await page.getByText('Inky - Support Assistant').waitFor();
    await page.getByText(/^Hi Vera!/).waitFor();
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('How many credits does a stencil cost?');
    await box.press('Enter');
    await page.getByText(/stencil for 1 credit/).waitFor();
    await screenshot(page, 'account-chat-answer');
    await page.getByRole('button', { name: 'Clear chat' }).click();
    expect(await page.getByText(/stencil for 1 credit/).count()).toBe(0);
    await context.close();
  });

  it('changes the sign-in e-mail only with the password and once the link is opened', async () => {
    const { context, page } = await newPage(browser());
    await freshArtist(page);
    await visit(page, '/settings');
    const moved = uniqueEmail('moved');
    await page.getByRole('textbox', { name: 'Email' }).fill(moved);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Enter your current password to change your e-mail.').waitFor();
    await page.getByLabel('Current password').fill('tattoo-123');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `We sent a link to ${moved}; your e-mail changes when you open it.` })
      .waitFor();
    await screenshot(page, 'account-email-change-sent');

    // The link from the new inbox, opened in the browser as a person would. It leads back to
    // the settings, but the session that asked for the move ended with it: sign-in shows.
    await page.goto(await emailChangeLink(moved));
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(moved);
    await page.getByLabel('Password', { exact: true }).fill('tattoo-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('tab', { name: 'Profile' }).waitFor();
    await visit(page, '/settings');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(moved);
    await context.close();
  });

  it('deletes the account after the typed confirmation and returns to sign-in', async () => {
    const { context, page } = await newPage(browser());
    await freshArtist(page);
    await visit(page, '/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('button', { name: 'Delete permanently' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await confirm.click();
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await context.close();
  });
});
