import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { demoAccount, signIn } from './support/accounts';
import { appUrl, browserForJourneys, screenshot } from './support/browser';

const premium = demoAccount('premium');

const browser = browserForJourneys();

/** The open Mantine dialog with this title (dialogs stack: client detail under its children). */
function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

describe('client management in the browser', () => {
  it('adds a client, a project, an appointment and two payments, then cleans up', async () => {
    // The seeded artist lives in Europe/Rome; so does this browser(), so days read the same.
    const context = await browser().newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Europe/Rome',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const name = `Journey Client ${Date.now()}`;

    await signIn(page, premium.email, premium.password);
    await page.goto(`${appUrl()}/clients`);
    await page.getByTestId('client-limit').getByText('unlimited').waitFor();

    await page.getByRole('button', { name: 'Add Client', exact: true }).click();
    const add = dialog(page, 'Add Client');
    await add.getByLabel('Name').fill(name);
    await add.getByRole('tab', { name: 'Medical & Preferences' }).click();
    await add.getByLabel('Medical Notes').fill('Allergic to nickel');
    await add.getByRole('button', { name: 'Create Client' }).click();
    await page.getByRole('button', { name: `Open ${name}` }).click();

    const detail = dialog(page, name);
    await detail.getByRole('tab', { name: 'Medical' }).click();
    await detail.getByText('Allergic to nickel').waitFor();

    await detail.getByRole('tab', { name: 'Projects' }).click();
    await detail.getByRole('button', { name: 'New Project' }).click();
    const project = dialog(page, 'New Project');
    await project.getByLabel('Title').fill('Koi sleeve');
    await project.getByLabel('Estimated Price (€)').fill('300.30');
    await project.getByRole('button', { name: 'Create Project' }).click();
    await detail.getByText('Koi sleeve').waitFor();

    await detail.getByRole('tab', { name: 'Appointments' }).click();
    await detail.getByRole('button', { name: 'Schedule Appointment' }).click();
    const schedule = dialog(page, 'Schedule Appointment');
    await schedule.getByLabel('Title').fill('Late consult');
    await schedule.getByLabel('Date & Time').fill('2030-05-10T23:30');
    await schedule.getByRole('button', { name: 'Schedule Appointment' }).click();
    await detail.getByText('Late consult').waitFor();

    await detail.getByRole('tab', { name: 'Projects' }).click();
    for (const amount of ['100.10', '200.20']) {
      await detail.getByRole('button', { name: 'Record Payment' }).click();
      const payment = dialog(page, 'Record Payment');
      await payment.getByLabel('Amount (€)').fill(amount);
      await payment.getByRole('button', { name: 'Record Payment' }).click();
      await payment.waitFor({ state: 'hidden' });
    }
    await detail.getByText('Fully Paid').waitFor();
    await detail.getByText('Paid: €300.30').waitFor();
    await screenshot(page, 'clients-fully-paid');

    await page.goto(`${appUrl()}/calendar`);
    await page.getByRole('heading', { name: 'Fri, 10 May 2030' }).waitFor();
    await page.getByText('Late consult').waitFor();
    await page.getByRole('button', { name: 'Edit Late consult' }).click();
    const edit = dialog(page, 'Edit Appointment');
    await edit.getByLabel('Title').fill('Late consult (moved)');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Appointment updated successfully.').waitFor();
    await page.getByText('Late consult (moved)').waitFor();
    await screenshot(page, 'calendar-edited');

    await page.goto(`${appUrl()}/clients`);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    await dialog(page, name).getByRole('button', { name: 'Delete Client' }).click();
    const confirm = dialog(page, 'Delete Client');
    await confirm.getByText('This will permanently remove all projects').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Client Deleted').waitFor();
    await page.getByRole('button', { name: `Open ${name}` }).waitFor({ state: 'detached' });

    await page.goto(`${appUrl()}/calendar`);
    await page.getByText(/Total appointments: \d+/).waitFor();
    await page.getByText('Late consult (moved)').waitFor({ state: 'detached' });
    await context.close();
  });
});
