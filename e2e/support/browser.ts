import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = 'e2e/screenshots';

export const appUrl = (): string => {
  const url = process.env.INKFORGE_APP_URL;
  if (!url) throw new Error('INKFORGE_APP_URL is not set: run the journeys through `npm test`.');
  return url.replace(/\/$/, '');
};

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * One browser for a spec file's journeys: launched before the first, closed after the last.
 * Called at the top of the file; the journeys read the browser through the returned getter.
 */
export function browserForJourneys(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll: read it inside a journey.');
    return browser;
  };
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  // Checkers injected into the page (axe-core) are inline scripts the app's CSP rightly refuses.
  { bypassCSP = false } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, bypassCSP });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Every journey leaves a picture of where it ended, for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: `${SCREENSHOTS}/${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}
