import sharp from 'sharp';
import { brotliCompressSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
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

/**
 * The same page in a context that lets axe's script in (the page's policy refuses it), to run
 * axe on what the phone was shown; `reach` brings it to the same state first.
 */
async function checkAccessibility(
  html: Page,
  where: string,
  reach?: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser().newContext({ viewport: PHONE, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(html.url());
  await reach?.(page);
  await expectNoSeriousFindings(page, where);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await context.close();
}

/** Fills the request form as a client would, with one photo, and sends it. */
async function sendRequest(
  client: Page,
  who: { name: string; email: string; photo: Buffer },
): Promise<void> {
  const form = client.getByRole('form', { name: 'Request a tattoo' });
  await form.getByLabel('Your idea').fill('A fine-line fern along the ribs');
  await form.getByLabel('Placement on the body').fill('Ribs');
  await form.getByLabel('Approximate size (cm)').fill('18');
  await form.getByRole('radio', { name: 'Black and grey' }).check();
  await form.getByRole('checkbox', { name: 'Sat' }).check();
  await form.getByLabel(/Reference images/).setInputFiles({
    name: 'sketch.jpg',
    mimeType: 'image/jpeg',
    buffer: who.photo,
  });
  await form.getByLabel('Your name').fill(who.name);
  await form.getByLabel('E-mail').fill(who.email);
  await form.getByLabel('Phone').fill('+49 170 7654321');
  await form.getByRole('checkbox', { name: 'I am 18 or older.' }).check();
  await form.getByRole('checkbox', { name: /I agree that the artist keeps/ }).check();
  await form.getByRole('button', { name: 'Send request' }).click();
}

/** The request as the artist's inbox lists it. */
async function inboxRequest(email: string) {
  const artist = await artistApi(pro);
  const inbox = await artist.call<{
    requests: { email: string; preferredDays: string[]; images: string[] }[];
  }>('GET', '/api/booking-requests');
  return inbox.requests.find((r) => r.email === email);
}

/**
 * Opens the page as a client from a link would and checks the work shown: the header, and at
 * least eight pieces, each a WebP with no metadata (one was a GPS photo). Returns the tiles.
 */
async function openPage(client: Page): Promise<Locator> {
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
  expect([avatarMeta.format, avatarMeta.exif, avatarMeta.width]).toEqual(['webp', undefined, 192]);

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
  return tiles;
}

/** The lightbox: a tile opens the piece large, "Close" goes back to the grid. */
async function viewLightbox(client: Page, tiles: Locator): Promise<void> {
  await tiles.first().click();
  await client.waitForURL(/#work-/);
  const opened = client.locator('.lb:target');
  await opened.getByRole('link', { name: 'Close' }).waitFor();
  await checkAccessibility(client, '/book/pro lightbox');
  await opened.getByRole('link', { name: 'Close' }).click();
  await client.waitForURL(/#portfolio$/);
}

/** The confirmation, after the post and its redirect. */
async function readConfirmation(client: Page, shot: string): Promise<void> {
  await client.getByRole('heading', { name: 'Request sent' }).waitFor();
  expect(client.url()).toMatch(/\/book\/pro\/sent(#request)?$/);
  await screenshot(client, shot);
  await checkAccessibility(client, '/book/pro/sent');
}

/** A phone's photo: 3000 × 2250 px, 2.4 MB of grain, with EXIF the phone wrote. */
function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 2250,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: 'Nora Script' } })
    .toBuffer();
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

    const tiles = await openPage(client);
    expect(scripts).toEqual([]);
    await screenshot(client, 'artist-page-phone');
    await checkAccessibility(client, '/book/pro');
    await viewLightbox(client, tiles);

    await sendRequest(client, { name: 'Nora Noscript', email, photo: await referencePhoto() });
    await readConfirmation(client, 'artist-page-sent-phone');
    await context.close();

    // The artist has it in the inbox, with the photo and the day.
    const sent = await inboxRequest(email);
    expect(sent?.preferredDays).toEqual(['sat']);
    expect(sent?.images).toHaveLength(1);
  });

  it('a phone with JavaScript on is told of a wrong e-mail at once and sends its photo shrunk', async () => {
    const email = `artist-page-js-${Date.now()}@example.test`;
    // The page's own Content-Security-Policy stays on: the script must run under it.
    const context = await browser().newContext({ viewport: PHONE });
    const client = await context.newPage();
    client.setDefaultTimeout(15_000);
    const scripts: string[] = [];
    const posts: string[] = [];
    client.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
      if (r.method() === 'POST') posts.push(r.url());
    });

    const tiles = await openPage(client);
    const policy = (await client.request.get(client.url())).headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);

    // One script, the form's own: a few KB, far under the page's 50 KB budget.
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/book\/-\/form\.[0-9a-f]{12}\.js$/);
    const script = Buffer.from(await (await fetch(scripts[0]!)).arrayBuffer());
    expect(brotliCompressSync(script).length).toBeLessThan(5 * 1024);

    // Nothing moved while the page loaded and the script ran.
    const shifted = await client.evaluate(
      () =>
        new Promise<number>((done) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => done(total), 500);
        }),
    );
    expect(shifted).toBe(0);
    await checkAccessibility(client, '/book/pro (script on)');
    await viewLightbox(client, tiles);

    // A wrong address is named when the field is left, in the server's words, before any post.
    const form = client.getByRole('form', { name: 'Request a tattoo' });
    const address = form.getByLabel('E-mail');
    await address.fill('nora@example');
    await address.blur();
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('Please enter a valid email address.').isVisible()).toBe(true);
    await checkAccessibility(client, '/book/pro inline message', async (page) => {
      await page.getByLabel('E-mail').fill('nora@example');
      await page.getByLabel('E-mail').blur();
      await page.getByText('Please enter a valid email address.').waitFor();
    });
    // Sent unfinished, the form names what is missing beside each field and posts nothing.
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Describe your tattoo idea.').waitFor();
    await form.getByText('Choose colour or black and grey.').waitFor();
    await form.getByText('Confirm that you are 18 or older.').waitFor();
    expect(await form.getByLabel('Your idea').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(posts).toEqual([]);

    const photo = await phonePhoto();
    await sendRequest(client, { name: 'Nora Script', email, photo });
    await readConfirmation(client, 'artist-page-sent-script-phone');
    expect(posts).toHaveLength(1);
    await context.close();

    // The artist has the photo shrunk to a 2000-px edge, lighter, and with no EXIF left.
    const sent = await inboxRequest(email);
    expect(sent?.preferredDays).toEqual(['sat']);
    expect(sent?.images).toHaveLength(1);
    const stored = Buffer.from(await (await fetch(sent!.images[0]!)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([2000, 1500, undefined]);
    expect(stored.length).toBeLessThan(photo.length);
  });
});
