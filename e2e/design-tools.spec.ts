import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

/** A small drawing: dark strokes on white, as a scanned sketch or a photo would give. */
function picture(format: 'png' | 'jpeg'): Promise<Buffer> {
  const svg =
    '<svg width="320" height="320"><circle cx="160" cy="160" r="100" fill="none" ' +
    'stroke="#222" stroke-width="12"/><path d="M100 200 L220 120" stroke="#222" ' +
    'stroke-width="10"/></svg>';
  const image = sharp({
    create: { width: 320, height: 320, channels: 3, background: '#f4efe8' },
  }).composite([{ input: Buffer.from(svg) }]);
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

async function openGenerator(page: Page, tab: string): Promise<void> {
  await page.goto(`${appUrl()}/ai-generator`);
  await page.getByRole('heading', { name: 'AI Tattoo Generator' }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
}

async function waitForDesign(page: Page): Promise<void> {
  const image = page.getByAltText('Generated tattoo design');
  await image.waitFor({ timeout: 45_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

describe('design tools that keep paid work', () => {
  it('From Sketch opens the picker on click, and a failed status check does not drop the job', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'premium@inkforge.test', 'inkforge-premium');
    // The first status check fails, as on a flaky connection; the next one must still deliver.
    let failed = 0;
    await page.route(/\/api\/ai\/jobs\/[^/?]+$/, async (route) => {
      if (failed === 0) {
        failed += 1;
        await route.fulfill({ status: 503, json: { error: 'UPSTREAM_UNAVAILABLE' } });
      } else await route.continue();
    });
    await openGenerator(page, 'From Sketch');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByLabel('Sketch', { exact: true }).click(),
    ]);
    await chooser.setFiles({
      name: 'sketch.png',
      mimeType: 'image/png',
      buffer: await picture('png'),
    });
    await page.getByText('sketch.png').waitFor();
    await page.getByRole('button', { name: 'Generate from Sketch (4 credits)' }).click();
    await waitForDesign(page);
    expect(failed).toBe(1);
    await page.getByLabel('Generation status').getByText('completed').waitFor();
    await screenshot(page, 'design-from-sketch');
    await context.close();
  });

  it('From Photo asks for the declaration, records it once, opens the picker and makes a design', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'premium@inkforge.test', 'inkforge-premium');
    const consentPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/user-consent')) {
        consentPosts.push(request.url());
      }
    });
    await openGenerator(page, 'From Photo');
    const field = page.getByLabel('Photo', { exact: true });
    const accept = page.getByRole('button', { name: 'Accept and choose photo' });
    const photo = { name: 'client.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg') };

    // The first photo: a consent recorded on an earlier visit is preloaded.
    const firstChooser = page.waitForEvent('filechooser');
    await field.click();
    const asked = await Promise.race([
      firstChooser.then(() => false),
      accept.waitFor().then(
        () => true,
        () => false,
      ),
    ]);
    if (asked) {
      await page.getByLabel('I accept responsibility for this photo').check();
      await accept.click();
    }
    await (await firstChooser).setFiles(photo);
    await page.getByText('client.jpg').waitFor();
    const postsBefore = consentPosts.length;

    // Another photo always asks again; accepting opens the picker in the same click.
    await field.click();
    await page.getByLabel('I accept responsibility for this photo').check();
    await expectNoSeriousFindings(page, 'photo declaration dialog');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), accept.click()]);
    await accept.waitFor({ state: 'detached' });
    await chooser.setFiles({ ...photo, name: 'client-2.jpg' });
    await page.getByText('Responsibility declaration accepted for this photo.').waitFor();
    expect(consentPosts.length - postsBefore).toBe(1);

    await page.getByRole('button', { name: 'Generate from Photo (11 credits)' }).click();
    await waitForDesign(page);
    expect(consentPosts.length - postsBefore).toBe(1);
    await screenshot(page, 'design-from-photo');
    await context.close();
  });

  it('a reload during a generation resumes it, and the design is in the history', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'premium@inkforge.test', 'inkforge-premium');
    await openGenerator(page, 'Prompt & Params');
    const prompt = `a paper lantern ${Date.now()}`;
    await page.getByLabel('Describe your tattoo').fill(prompt);
    await page.getByRole('button', { name: 'Generate Design (4 credits)' }).click();
    // The job is accepted once the progress dialog shows its status; then the tab reloads.
    await page.getByTestId('progress-status').waitFor();
    await page.reload();

    await waitForDesign(page);
    const history = page.getByRole('region', { name: 'Generation history' });
    const row = history.getByRole('listitem', { name: `Generation: ${prompt}` });
    await row.getByText('completed').waitFor({ timeout: 20_000 });
    await row.getByText('4 credits').waitFor();

    // Reopened from the history, the design comes back with its actions.
    await page.goto(`${appUrl()}/ai-generator`);
    await row.getByRole('button', { name: 'Open' }).click();
    await waitForDesign(page);
    const card = page.getByLabel('Generated design');
    for (const action of ['Download Design', 'Save to Gallery', 'Stencil', 'Remove BG']) {
      await card.getByRole('button', { name: action }).waitFor();
    }
    await expectNoSeriousFindings(page, 'design reopened from the history');
    await screenshot(page, 'generation-history');
    await context.close();
  });
});
