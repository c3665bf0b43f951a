import { describe, expect, it } from 'vitest';
import {
  accountOf,
  idTokenOf,
  latestResetCode,
  sendActionCode,
  signUpViaRest,
  uniqueEmail,
} from './support/auth-emulator';
import { signIn } from './support/accounts';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

/** The address Firebase builds from the customised action URL (docs/deploy.md). */
function actionLink(mode: string, oobCode: string): string {
  const continueUrl = encodeURIComponent(`${appUrl()}/login`);
  return `${appUrl()}/reset-password?mode=${mode}&oobCode=${oobCode}&apiKey=demo-api-key&continueUrl=${continueUrl}&lang=en`;
}

describe("Firebase's e-mail links on the app's action page", () => {
  it('verifies an address, changes it, and resets the password, each from its link', async () => {
    const email = uniqueEmail('action');
    const moved = uniqueEmail('moved');
    await signUpViaRest(email, 'old-password-1');
    const { context, page } = await newPage(browser());

    await page.goto(
      actionLink(
        'verifyEmail',
        await sendActionCode(await idTokenOf(email, 'old-password-1'), 'VERIFY_EMAIL'),
      ),
    );
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    expect((await accountOf(await idTokenOf(email, 'old-password-1'))).verified).toBe(true);

    const change = await sendActionCode(
      await idTokenOf(email, 'old-password-1'),
      'VERIFY_AND_CHANGE_EMAIL',
      moved,
    );
    await page.goto(actionLink('verifyAndChangeEmail', change));
    await page.getByText(moved).waitFor();
    await page.getByRole('button', { name: 'Change Email' }).click();
    await page.getByRole('heading', { name: 'Email Address Changed' }).waitFor();
    expect((await accountOf(await idTokenOf(moved, 'old-password-1'))).email).toBe(moved);

    // The same link twice: the code is used up, and the page says so in words.
    await page.goto(actionLink('verifyAndChangeEmail', change));
    await page.getByRole('heading', { name: 'Link Not Valid' }).waitFor();

    await page.goto(`${appUrl()}/login`);
    await page.getByText('Forgot password?').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/email/i).fill(moved);
    await dialog.getByRole('button', { name: /send|reset/i }).click();
    await page.getByText('Check Your Email', { exact: true }).waitFor();
    await page.goto(actionLink('resetPassword', await latestResetCode(moved)));
    await page.getByLabel('New Password', { exact: true }).fill('new-password-2');
    await page.getByLabel('Confirm Password', { exact: true }).fill('new-password-2');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.waitForURL(/\/login/, { timeout: 10_000 });

    await signIn(page, moved, 'new-password-2', { land: false });
    await page.waitForURL(/\/(consent|dashboard)/);
    await screenshot(page, 'email-action-links');
    await context.close();
  });
});
