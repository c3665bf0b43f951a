import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccount } from './support/accounts';
import { artistApi } from './support/artist-api';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, screenshot } from './support/browser';

// Issue 37: the seeded pro artist's page (emulator-data/demo-accounts.json, its portfolio from
// scripts/local-stack/seed-portfolio.mjs), opened as a client arriving from Instagram would.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };

/** A sketch photographed on paper, as a client would send it. */
function referencePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 360, channels: 3, background: '#f4efe8' } })
    .jpeg()
    .toBuffer();
}

/** The same page with script, only to run axe on what the no-script phone was shown. */
async function checkAccessibility(html: Page, where: string): Promise<void> {
  const context = await browser().newContext({ viewport: PHONE, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(html.url());
  await expectNoSeriousFindings(page, where);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await context.close();
}

describe("the artist's page (issue 37)", () => {
  it('a phone with JavaScript off sees the work, sends a request with a photo and reads the confirmation', async () => {
    const email = `artist-page-${Date.now()}@example.test`;
    const context = await browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
    const client = await context.newPage();
    client.setDefaultTimeout(15_000);
    const scripts: string[] = [];
    client.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });

    // The first page of a fresh stack starts the page function's workers: give it their start.
    const first = await client.goto(`${appUrl()}/book/pro`, { timeout: 60_000 });
    expect(first?.headers()['content-type']).toContain('text/html');
    await client.getByRole('heading', { level: 1, name: 'Paola Pro' }).waitFor();
    await client.getByText('Books open').waitFor();
    await client.getByText('Deposit: €100.00').waitFor();
    expect(await client.title()).toContain('Paola Pro');

    // The seeded avatar heads the page: a sized image named by the artist, with no metadata.
    const avatar = client.locator('header.head').getByRole('img', { name: 'Paola Pro' });
    expect(await avatar.getAttribute('width')).toBe('72');
    const avatarFile = await fetch(new URL((await avatar.getAttribute('src'))!, appUrl()));
    const avatarMeta = await sharp(Buffer.from(await avatarFile.arrayBuffer())).metadata();
    expect([avatarMeta.format, avatarMeta.exif, avatarMeta.width]).toEqual([
      'webp',
      undefined,
      192,
    ]);

    // The portfolio: at least eight pieces, each a WebP with no metadata (one was a GPS photo).
    const portfolio = client.getByRole('region', { name: 'Portfolio' });
    const tiles = portfolio.getByRole('list').getByRole('img');
    expect(await tiles.count()).toBeGreaterThanOrEqual(8);
    const sources = await Promise.all(
      (await tiles.all()).map(async (tile) => (await tile.getAttribute('src'))!),
    );
    for (const src of sources) {
      const res = await fetch(new URL(src, appUrl()));
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.exif, meta.xmp]).toEqual(['webp', undefined, undefined]);
    }
    expect(scripts).toEqual([]);
    await screenshot(client, 'artist-page-phone');
    await checkAccessibility(client, '/book/pro');

    // The lightbox: a tile opens the piece large, "Close" goes back to the grid.
    await tiles.first().click();
    await client.waitForURL(/#work-/);
    const opened = client.locator('.lb:target');
    await opened.getByRole('link', { name: 'Close' }).waitFor();
    await checkAccessibility(client, '/book/pro lightbox');
    await opened.getByRole('link', { name: 'Close' }).click();
    await client.waitForURL(/#portfolio$/);

    const form = client.getByRole('form', { name: 'Request a tattoo' });
    await form.getByLabel('Your idea').fill('A fine-line fern along the ribs');
    await form.getByLabel('Placement on the body').fill('Ribs');
    await form.getByLabel('Approximate size (cm)').fill('18');
    await form.getByRole('radio', { name: 'Black and grey' }).check();
    await form.getByRole('checkbox', { name: 'Sat' }).check();
    await form.getByLabel(/Reference images/).setInputFiles({
      name: 'sketch.jpg',
      mimeType: 'image/jpeg',
      buffer: await referencePhoto(),
    });
    await form.getByLabel('Your name').fill('Nora Noscript');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('+49 170 7654321');
    await form.getByRole('checkbox', { name: 'I am 18 or older.' }).check();
    await form.getByRole('checkbox', { name: /I agree that the artist keeps/ }).check();
    await form.getByRole('button', { name: 'Send request' }).click();

    await client.getByRole('heading', { name: 'Request sent' }).waitFor();
    expect(client.url()).toMatch(/\/book\/pro\/sent(#request)?$/);
    await screenshot(client, 'artist-page-sent-phone');
    await checkAccessibility(client, '/book/pro/sent');
    await context.close();

    // The artist has it in the inbox, with the photo and the day.
    const artist = await artistApi(pro);
    const inbox = await artist.call<{
      requests: { email: string; preferredDays: string[]; images: string[] }[];
    }>('GET', '/api/booking-requests');
    const sent = inbox.requests.find((r) => r.email === email);
    expect(sent?.preferredDays).toEqual(['sat']);
    expect(sent?.images).toHaveLength(1);
  });
});
