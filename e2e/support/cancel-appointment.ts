import type { Page } from 'playwright-core';
import { appUrl } from './browser';

/** The artist cancels an appointment from the calendar's edit dialog (its status). */
export async function cancelOnCalendar(page: Page, day: string, title: string): Promise<void> {
  await page.goto(`${appUrl()}/calendar`);
  await page.getByLabel('Filter by date').fill(day);
  await page
    .getByRole('button', { name: `Edit ${title}` })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
  await edit.getByLabel('Status', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.waitFor({ state: 'hidden' });
}
