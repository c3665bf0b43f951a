import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccount, signIn } from './support/accounts';
import { describeFindings, seriousViolations } from './support/axe';
import { browserForJourneys } from './support/browser';
import { appUrl } from './support/browser';
import { writeContactSheet, type Shot } from './support/contact-sheet';

// Issue 47: every signed-in screen at a phone's and a laptop's width, in light and dark, on
// contact sheets in docs/screens/ (so anyone can see the app without running it), and axe-core
// finds nothing serious or critical on any of them or their main dialogs in either scheme.
const browser = browserForJourneys();

const ROUTES = [
  '/dashboard',
  '/calendar',
  '/booking-requests',
  '/clients',
  '/flash',
  '/stencils',
  '/gallery',
  '/supplies',
  '/studio',
  '/ai-generator',
  '/modify-design',
  '/photo-editor',
  '/body-preview',
  '/body-preview-manual',
  '/credits',
  '/update-plan',
  '/settings',
  '/settings?tab=subscription',
];

type Scheme = 'light' | 'dark';
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, columns: 6, scale: 0.5 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, columns: 4, scale: 0.3 },
] as const;

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], [role="status"][aria-label="Loading"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

async function signedIn(scheme: Scheme, viewport: { width: number; height: number }) {
  const context = await (browser() as Browser).newContext({
    viewport,
    colorScheme: scheme,
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const pro = demoAccount('pro');
  await signIn(page, pro.email, pro.password);
  return { context, page };
}

describe('contact sheets and axe in both schemes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: every signed-in screen at 390 and 1280 px, on a sheet, with no serious axe finding`, async () => {
      const findings: string[] = [];
      for (const width of WIDTHS) {
        const { context, page } = await signedIn(scheme, width.viewport);
        // The app follows the system: the scheme the browser asks for is the one drawn.
        expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
        const shots: Shot[] = [];
        for (const path of ROUTES) {
          await page.goto(`${appUrl()}${path}`);
          await settled(page);
          shots.push({ label: path, png: await page.screenshot({ animations: 'disabled' }) });
          // Axe once per screen and scheme: the laptop width (the phone adds only the nav).
          if (width.name === 'desktop') {
            findings.push(...describeFindings(`${scheme} ${path}`, await seriousViolations(page)));
          }
        }
        if (width.name === 'phone') {
          await page.getByRole('button', { name: 'Navigation' }).click();
          const nav = page.getByRole('navigation', { name: 'Main' });
          await nav.getByText('Clients').waitFor();
          // The drawer slides in: drawn once it is all in view, not halfway.
          await expect
            .poll(async () => (await nav.boundingBox())?.x ?? -1, { timeout: 5_000 })
            .toBeGreaterThanOrEqual(0);
          shots.push({
            label: 'phone menu',
            png: await page.screenshot({ animations: 'disabled' }),
          });
          findings.push(...describeFindings(`${scheme} phone menu`, await seriousViolations(page)));
        } else {
          await page.goto(`${appUrl()}/clients`);
          await settled(page);
          await page.getByRole('button', { name: 'Add Client', exact: true }).click();
          await page.getByRole('dialog', { name: 'Add Client' }).waitFor();
          shots.push({ label: 'add-client dialog', png: await page.screenshot() });
          findings.push(
            ...describeFindings(`${scheme} add-client dialog`, await seriousViolations(page)),
          );
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Open support chat' }).click();
          await page.getByRole('dialog', { name: 'Support chat' }).waitFor();
          shots.push({ label: 'support chat', png: await page.screenshot() });
          findings.push(...describeFindings(`${scheme} chat panel`, await seriousViolations(page)));
          await page.getByRole('button', { name: /^Notifications/ }).click();
          await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
          shots.push({ label: 'notifications', png: await page.screenshot() });
          findings.push(
            ...describeFindings(`${scheme} notifications`, await seriousViolations(page)),
          );
        }
        await writeContactSheet(`docs/screens/${width.name}-${scheme}.png`, shots, {
          columns: width.columns,
          scale: width.scale,
          background: scheme,
        });
        await context.close();
      }
      expect(findings, findings.join('\n')).toEqual([]);
    }, 900_000);
  }
});
