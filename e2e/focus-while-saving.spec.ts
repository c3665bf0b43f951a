import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccount, signIn } from './support/accounts';
import { appUrl, browserForJourneys, newPage } from './support/browser';

const premium = demoAccount('premium');
const browser = browserForJourneys();

/** Holds the matching request for a moment: the save is pending while the journey looks. */
async function slowDown(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.continue();
    },
  );
  return release;
}

/** Where keyboard focus is: in a dialog, or the tag it fell to (BODY). */
const focusIsIn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.closest('[role="dialog"]') ? 'dialog' : (active?.tagName ?? 'nothing');
  });

describe('focus stays in a dialog while it saves (issue 28)', () => {
  it('Create Client and Schedule Appointment keep the keyboard where it was', async () => {
    const { context, page } = await newPage(browser());
    const name = `Focus Client ${Date.now()}`;
    await signIn(page, premium.email, premium.password);
    await page.goto(`${appUrl()}/clients`);

    await page.getByRole('button', { name: 'Add Client', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Client' });
    await add.getByLabel('Name').fill(name);
    const releaseClient = await slowDown(page, '/api/clients/enhanced');
    await add.getByRole('button', { name: 'Create Client' }).focus();
    await page.keyboard.press('Enter');
    await add.locator('.mantine-Loader-root').waitFor();
    expect(await focusIsIn(page)).toBe('dialog');
    releaseClient();
    await add.waitFor({ state: 'hidden' });

    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    const detail = page.getByRole('dialog', { name });
    await detail.getByRole('tab', { name: 'Appointments' }).click();
    await detail.getByRole('button', { name: 'Schedule Appointment' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await schedule.getByLabel('Title').fill('Focus check');
    await schedule.getByLabel('Date & Time').fill('2034-03-03T10:00');
    const releaseBooking = await slowDown(page, '/api/appointments');
    await schedule.getByRole('button', { name: 'Schedule Appointment' }).focus();
    await page.keyboard.press('Enter');
    await schedule.locator('.mantine-Loader-root').waitFor();
    expect(await focusIsIn(page)).toBe('dialog');
    releaseBooking();
    await schedule.waitFor({ state: 'hidden' });

    await detail.getByRole('button', { name: 'Delete Client' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Client' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByRole('button', { name: `Open ${name}` }).waitFor({ state: 'detached' });
    await context.close();
  });
});
