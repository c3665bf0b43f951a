import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { appUrl } from './browser';

export interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
  role: string;
  plan: string | null;
  credits: number;
}

const demoAccounts = JSON.parse(
  readFileSync('emulator-data/demo-accounts.json', 'utf8'),
) as DemoAccount[];

/** The seeded account with this role (free, basic, pro, premium, admin). */
export function demoAccount(role: string): DemoAccount {
  const account = demoAccounts.find((a) => a.role === role);
  if (!account) throw new Error(`emulator-data/demo-accounts.json has no ${role} account`);
  return account;
}

/** Fills the sign-in form and submits it; with `land`, waits for the dashboard. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  { land = true } = {},
): Promise<void> {
  await page.goto(`${appUrl()}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (land) await page.waitForURL(/\/dashboard/);
}
