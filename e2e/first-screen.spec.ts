import { describe, expect, it } from 'vitest';
import { demoAccount, signIn } from './support/accounts';
import { signUpViaRest, uniqueEmail } from './support/auth-emulator';
import { appUrl, browserForJourneys, newPage } from './support/browser';

const browser = browserForJourneys();

const PHONE = { width: 390, height: 844 };

describe('the first screen on a phone', () => {
  it('the sign-in screen downloads the signed-in studio and Firebase Auth only once the person starts on it, and the sign-up fields never for a sign-in', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${appUrl()}/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The shell's chunk, the schemas' (zod) and Firebase Auth's are named after their modules.
    const studio = /signed-in-routes|credential-checks|firebase-auth/;
    const signUpFields = /sign-up-fields/;
    expect(scripts.filter((path) => studio.test(path) || signUpFields.test(path))).toEqual([]);

    const pro = demoAccount('pro');
    await page.getByLabel('Email', { exact: true }).fill(pro.email);
    await page.getByLabel('Password', { exact: true }).fill(pro.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    const loaded = () => new Set(scripts.map((path) => studio.exec(path)?.[0]).filter(Boolean));
    await expect.poll(() => loaded().size).toBe(3);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(scripts.filter((path) => signUpFields.test(path))).toEqual([]);
    await context.close();
  });

  it("coming back to the dashboard asks for its numbers before the user's answer is back", async () => {
    const pro = demoAccount('pro');
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(page, pro.email, pro.password);
    await page.getByTestId('account-line').waitFor();
    // Coming back after more than 10 minutes: no session backup to draw from, only Firebase's
    // own session.
    await page.evaluate(() => localStorage.removeItem('inkforge-session-backup'));
    // The server answers who the user is a little late, as on a phone network: the dashboard
    // must not wait for that answer before asking for its day.
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/dashboard/today')) events.push('today asked');
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/auth/me')) events.push('me answered');
    });
    await page.reload();
    await page.getByTestId('account-line').waitFor();
    expect(events.slice(0, 2)).toEqual(['today asked', 'me answered']);
    await context.close();
  });

  it('a cold load paints the header and sidebar with the last known session before the server answers', async () => {
    const pro = demoAccount('pro');
    const { context, page } = await newPage(browser());
    await signIn(page, pro.email, pro.password);
    await page.getByTestId('account-line').waitFor();
    // Back after two hours: the last known session is old, the server is slow to answer.
    await page.evaluate(() => {
      const key = 'inkforge-session-backup';
      const backup = JSON.parse(localStorage.getItem(key) ?? '{}') as { timestamp: number };
      localStorage.setItem(key, JSON.stringify({ ...backup, timestamp: Date.now() - 7_200_000 }));
    });
    let meAnswered = false;
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
      meAnswered = true;
    });
    await page.goto(`${appUrl()}/calendar`);
    await page.getByRole('banner').getByText(/Paola/).waitFor({ timeout: 2_500 });
    await page.getByLabel('Sidebar').waitFor({ timeout: 500 });
    expect(meAnswered).toBe(false);
    expect(await page.locator('main [role="status"] .mantine-Loader-root').count()).toBe(0);
    await page.getByRole('heading', { name: 'Appointment Calendar' }).waitFor();
    await context.close();
  });

  it('a signed-in screen loads cold without Firebase Auth, and signing straight back in after logging out works', async () => {
    const email = uniqueEmail('cold-load');
    await signUpViaRest(email, 'tattoo-123');
    const { context, page } = await newPage(browser());
    await page.addInitScript(() => localStorage.setItem('promo_code_modal_dismissed', 'true'));
    await signIn(page, email, 'tattoo-123', { land: false });
    await page.waitForURL(/\/consent/);
    // Consent is the person's own tick (the box is ticked already if they ticked it at sign-up).
    await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(/\/dashboard/);

    const scripts: string[] = [];
    const answers: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/')) answers.push(`${response.status()} ${path}`);
    });
    await page.goto(`${appUrl()}/clients`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => answers.some((answer) => /^200 \/api\/clients/.test(answer)))
      .toBe(true);
    // Firebase Auth, when a call needs it, is downloaded before that call goes out.
    expect(answers.filter((answer) => answer.startsWith('401'))).toEqual([]);
    expect(scripts.filter((path) => /firebase-auth/.test(path))).toEqual([]);

    // A free account's screens offer a plan in a dialog; Settings does not.
    await page.goto(`${appUrl()}/settings`);
    // Logging out as a person would, once the Profile tab is on screen: a request its late
    // chunk sends after the logout would rightly be refused with a 401.
    await page.getByRole('form', { name: 'Booking page settings' }).waitFor();
    await expect
      .poll(() => answers.some((answer) => /^200 \/api\/profile\/payments-connect/.test(answer)))
      .toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    answers.length = 0;
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('tattoo-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    await expect
      .poll(() => answers.some((answer) => /^200 \/api\/dashboard/.test(answer)))
      .toBe(true);
    expect(answers.filter((answer) => answer.startsWith('401'))).toEqual([]);
    expect(await page.getByText('Your session has expired').count()).toBe(0);
    await context.close();
  });
});
