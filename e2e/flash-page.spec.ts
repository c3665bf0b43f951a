import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiFlash } from '@inkforge/domain';
import { demoAccount } from './support/accounts';
import { artistApi } from './support/artist-api';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, screenshot } from './support/browser';

// Issue 49: /flash/{username} is served by the page function like the artist's page: read,
// shared and booked from a phone with JavaScript off, under the page's own security policy.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };
const madeClients: string[] = [];

afterAll(async () => {
  // Leave the pro account as it was: its plan caps the number of clients.
  const artist = await artistApi(pro);
  const clients = await artist.call<{ id: string; name: string }[]>('GET', '/api/clients');
  for (const c of clients.filter((c) => madeClients.includes(c.name))) {
    await artist.call('DELETE', `/api/clients/${c.id}`);
  }
});

/** axe on the same address in a context that may inject it: 0 serious, nothing wider than 390. */
async function checkAccessibility(html: Page, where: string): Promise<void> {
  const context = await browser().newContext({ viewport: PHONE, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(html.url(), { timeout: 45_000 });
  await expectNoSeriousFindings(page, where);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await context.close();
}

/** A bookable design with one size, as the public list has it. */
async function oneSizeFlash(): Promise<ApiFlash> {
  const answer = await fetch(`${appUrl()}/api/public/booking/pro/flash`);
  const flash = (await answer.json()) as ApiFlash[];
  const found = flash.find(
    (f) => f.bookable && f.availability === 'repeatable' && f.variants.length === 1,
  );
  if (!found) throw new Error('The seed offers no repeatable flash with one size.');
  return found;
}

describe('the flash page without JavaScript (issue 49)', () => {
  it('a phone with JavaScript off reads the flash, books a design and pays the deposit', async () => {
    const design = await oneSizeFlash();
    const name = `Flash Noscript ${Date.now()}`;
    madeClients.push(name);
    // The page's own Content-Security-Policy stays on: the form's redirect must pass it.
    const context = await browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
    const client = await context.newPage();
    client.setDefaultTimeout(15_000);
    const scripts: string[] = [];
    client.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });

    const res = await client.goto(`${appUrl()}/flash/pro`, { timeout: 45_000 });
    // The artist's page's own policy, not the app's: Hosting leaves /flash/ to the function.
    const policy = res?.headers()['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(await client.title()).toBe('Flash by Paola Pro');
    await client
      .locator('header.head')
      .getByRole('heading', { level: 1, name: 'Paola Pro' })
      .waitFor();
    const og = (key: string) => client.locator(`meta[property="${key}"]`).getAttribute('content');
    expect(await og('og:title')).toBe('Flash by Paola Pro');
    expect(await og('og:image')).toMatch(/\/flash\/pro\/design\/[A-Za-z0-9]+\.webp$/);
    // Every design's picture loads from the page's own address.
    const images = client.locator('.design img');
    expect(await images.count()).toBeGreaterThan(0);
    expect(
      await images.evaluateAll((all) =>
        (all as HTMLImageElement[]).every(
          (i) => i.alt.length > 0 && i.complete && i.naturalWidth > 0,
        ),
      ),
    ).toBe(true);
    expect(await client.locator('main').innerText()).not.toMatch(/repeatable/i);
    await screenshot(client, 'flash-page-noscript-phone');
    await checkAccessibility(client, '/flash/{username} (no script)');

    const card = client.locator(`#flash-${design.id}`);
    await card.getByText('Can be tattooed more than once').waitFor();
    await card.getByRole('link', { name: `Book ${design.title}` }).click();
    await client.getByRole('heading', { level: 2, name: `Book ${design.title}` }).waitFor();
    await checkAccessibility(client, '/flash/{username}/book/{id} (no script)');

    const times = client.getByLabel('Day and time');
    const start = (await times.locator('option').nth(1).getAttribute('value'))!;
    await times.selectOption(start);
    await client.getByLabel('E-mail').fill(`flash-noscript-${Date.now()}@example.test`);
    await client.getByRole('checkbox', { name: 'I am 18 or older' }).check();
    await client.getByRole('checkbox', { name: 'I accept the deposit policy' }).check();
    await client.getByLabel('Your name').fill(name);
    await client.getByRole('button', { name: 'Hold this time and pay the deposit' }).click();
    await client.waitForURL(/\/api\/demo-stripe\/connect\/checkout\//);
    await client.getByRole('button', { name: 'Pay' }).click();
    await client.waitForURL(/\/flash\/pro\?booked=/);
    await client
      .getByRole('status')
      .getByText(/your time is booked/)
      .waitFor();
    await checkAccessibility(client, '/flash/{username} (booked, no script)');
    await screenshot(client, 'flash-booked-noscript-phone');
    expect(scripts).toEqual([]);
    await context.close();
  });

  it('lists the flash page in the sitemap', async () => {
    const text = await (await fetch(`${appUrl()}/sitemap.xml`)).text();
    expect(text).toMatch(/<loc>[^<]*\/flash\/pro<\/loc>/);
  });
});
