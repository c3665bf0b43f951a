import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

/** Share of ink pixels two renderings of a stencil agree on (intersection over union). */
async function inkAgreement(a: Buffer, b: Buffer): Promise<number> {
  const { width, height } = await sharp(a).metadata();
  const ink = async (image: Buffer) =>
    (
      await sharp(image)
        .resize(width, height)
        .flatten({ background: '#fff' })
        .greyscale()
        .raw()
        .toBuffer()
    ).map((v) => (v < 128 ? 1 : 0));
  const [x, y] = await Promise.all([ink(a), ink(b)]);
  let both = 0;
  let either = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] && y[i]) both++;
    if (x[i] || y[i]) either++;
  }
  return both / either;
}

/** A PNG design as an artist would upload it: dark shapes (SVG markup) on white. */
function lineArt(width: number, height: number, shapes: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(`<svg width="${width}" height="${height}">${shapes}</svg>`),
      },
    ])
    .png()
    .toBuffer();
}

/** The count in a gallery section heading, e.g. 'Stencils (3)' → 3. */
async function sectionCount(page: Page, section: string): Promise<number> {
  const heading = page.getByRole('heading', { name: new RegExp(`^${section} \\(\\d+\\)$`) });
  return Number((await heading.innerText()).replace(/\D/g, ''));
}

describe('image tools in the browser', () => {
  it('a generated design becomes a bold stencil, is downloaded, saved and found in the gallery', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'premium@inkforge.test', 'inkforge-premium');
    await page.goto(`${appUrl()}/gallery`);
    const stencilsBefore = await sectionCount(page, 'Stencils');

    await page.goto(`${appUrl()}/ai-generator`);
    await page.getByLabel('Describe your tattoo').fill('a koi fish with waves');
    await page.getByRole('button', { name: 'Generate Design (4 credits)' }).click();
    await page.getByAltText('Generated tattoo design').waitFor({ timeout: 60_000 });
    await page.getByLabel('Generated design').getByRole('button', { name: 'Stencil' }).click();
    await page.waitForURL(/\/stencils\?imageUrl=/);

    await page.getByRole('heading', { name: 'Enhanced Stencil Generator' }).waitFor();
    await page.getByLabel('Preset', { exact: true }).selectOption({ label: 'Bold Lines' });
    await page.getByText('Recommended for:').waitFor();
    await page.getByRole('button', { name: 'Generate Stencil (1 credit)' }).click();
    const result = page.getByAltText('Stencil result');
    await result.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => result.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousFindings(page, 'stencil result');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByLabel('Stencil result').getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const stencilPng = await readFile((await download.path())!);

    // The vector stencil: smooth outlines that print the same lines as the PNG.
    await page.getByRole('button', { name: 'Print at size (PDF/SVG)' }).click();
    await page.getByRole('button', { name: 'Download SVG' }).waitFor();
    await expectNoSeriousFindings(page, 'stencil print dialog');
    const [vector] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(vector.suggestedFilename()).toMatch(/^stencil-.*\.svg$/);
    const svg = await readFile((await vector.path())!, 'utf8');
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/Q[\d.]+ [\d.]+ [\d.]+ [\d.]+/);
    expect(await inkAgreement(stencilPng, Buffer.from(svg))).toBeGreaterThan(0.97);
    await page.getByRole('button', { name: 'Close dialog' }).click();

    await page.getByRole('button', { name: 'Save to Gallery' }).click();
    await page.getByText('Your stencil is in the gallery.').waitFor();
    await screenshot(page, 'stencil-bold-saved');

    await page.goto(`${appUrl()}/gallery`);
    await page.getByRole('heading', { name: /^Stencils \(\d+\)$/ }).waitFor();
    expect(await sectionCount(page, 'Stencils')).toBe(stencilsBefore + 1);
    await screenshot(page, 'gallery-with-stencil');
    await context.close();
  });

  it('Modify Design changes an uploaded design with words, shows the result and downloads it', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'premium@inkforge.test', 'inkforge-premium');
    await page.goto(`${appUrl()}/modify-design`);
    await page.getByRole('heading', { name: 'Modify Design' }).waitFor();
    const design = await lineArt(
      400,
      400,
      '<path d="M200 60 L340 340 L60 340 Z" fill="none" stroke="#111" stroke-width="10"/>',
    );
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Drag and drop a design here, or choose one.' }).click(),
    ]);
    await chooser.setFiles({ name: 'triangle.png', mimeType: 'image/png', buffer: design });
    await page.getByAltText('Design to modify').waitFor();
    await page.getByLabel('How should the design change?').fill('make the lines bolder');
    await page.getByRole('button', { name: /^Modify Design \(\d+ credits\)$/ }).click();
    const result = page.getByAltText('Modified design');
    await result.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => result.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousFindings(page, 'modify design result');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByLabel('Modified design').getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const { width } = await sharp((await download.path())!).metadata();
    expect(width).toBeGreaterThan(0);
    await screenshot(page, 'modify-design-result');
    await context.close();
  });

  it('the photo editor removes a background, previews the result and downloads it', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'pro@inkforge.test', 'inkforge-pro');
    await page.goto(`${appUrl()}/photo-editor`);
    await page.getByRole('heading', { name: 'Photo Editor' }).waitFor();
    const design = await lineArt(400, 300, '<circle cx="200" cy="150" r="90" fill="#222"/>');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByLabel('Upload an image').click(),
    ]);
    await chooser.setFiles({ name: 'design.png', mimeType: 'image/png', buffer: design });
    await page.getByAltText('Original').waitFor();

    await page.getByRole('button', { name: 'Remove Background (1 credit)' }).click();
    const result = page.getByAltText('Processed');
    await result.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => result.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByLabel('Processed image').getByText('Background Removed').waitFor();
    await expectNoSeriousFindings(page, 'photo editor result');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Result' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const file = await download.path();
    const { hasAlpha } = await sharp(file).metadata();
    expect(hasAlpha).toBe(true);
    await screenshot(page, 'photo-editor-background-removed');
    await context.close();
  });

  it("the photo editor cuts a photo's subject out through the AI provider's job", async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'pro@inkforge.test', 'inkforge-pro');
    await page.goto(`${appUrl()}/photo-editor`);
    await page.getByRole('heading', { name: 'Photo Editor' }).waitFor();
    // A photo, not line art: a warm subject on a cool, textured backdrop.
    const photo = await sharp({
      create: { width: 480, height: 360, channels: 3, background: '#5b7a99' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="480" height="360"><defs><linearGradient id="g"><stop offset="0" stop-color="#c9835a"/><stop offset="1" stop-color="#8a4f33"/></linearGradient></defs><rect width="480" height="360" fill="#4f6d8c" opacity="0.6"/><ellipse cx="240" cy="190" rx="110" ry="130" fill="url(#g)"/></svg>',
          ),
        },
      ])
      .jpeg({ quality: 85 })
      .toBuffer();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByLabel('Upload an image').click(),
    ]);
    await chooser.setFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByAltText('Original').waitFor();

    await page.getByRole('button', { name: 'Remove Background (1 credit)' }).click();
    await page.getByRole('status').getByText('Removing the background…').waitFor();
    const result = page.getByAltText('Processed');
    await result.waitFor({ timeout: 90_000 });
    await expect
      .poll(() => result.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByLabel('Processed image').getByText('Background Removed').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Result' }).click(),
    ]);
    const { hasAlpha } = await sharp((await download.path())!).metadata();
    expect(hasAlpha).toBe(true);
    await screenshot(page, 'photo-editor-photo-cut-out');
    await context.close();
  });

  it('the AI body preview follows its job in the progress dialog and shows the preview', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'premium@inkforge.test', 'inkforge-premium');
    await page.goto(`${appUrl()}/body-preview`);
    await page.getByRole('heading', { name: 'AI Body Preview' }).waitFor();
    await page
      .getByRole('button', { name: /^Pick / })
      .first()
      .click();
    await page.getByText('Tattoo chosen').waitFor();
    const arm = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#d9a88c' },
    })
      .jpeg()
      .toBuffer();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByLabel('Client photo').click(),
    ]);
    await chooser.setFiles({ name: 'forearm.jpg', mimeType: 'image/jpeg', buffer: arm });
    await page.getByAltText('Client photo').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByText('Consent Recorded').waitFor();

    await page.getByRole('button', { name: 'Apply Tattoo (10 credits)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Applying tattoo' });
    await dialog.getByText('This usually takes 30-60 seconds.').waitFor();
    const result = page.getByAltText('Body preview');
    await result.waitFor({ timeout: 90_000 });
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => result.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousFindings(page, 'AI body preview result');
    await screenshot(page, 'ai-body-preview-result');
    await context.close();
  });

  it('places a design on a body photo in the manual preview and saves it', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'premium@inkforge.test', 'inkforge-premium');
    await page.goto(`${appUrl()}/gallery`);
    const previewsBefore = await sectionCount(page, 'Body Previews');

    await page.goto(`${appUrl()}/body-preview-manual`);
    await page.getByRole('heading', { name: 'Manual Body Preview' }).waitFor();
    await page
      .getByRole('button', { name: /^Pick / })
      .first()
      .click();
    await page.getByRole('checkbox').check();
    const arm = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#d9a88c' },
    })
      .jpeg()
      .toBuffer();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByLabel('Body photo').click(),
    ]);
    await chooser.setFiles({ name: 'forearm.jpg', mimeType: 'image/jpeg', buffer: arm });
    const canvas = page.getByLabel('Body preview canvas');
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the preview canvas is not on screen');
    await canvas.click({ position: { x: box.width / 4, y: box.height / 2 } });
    await page.getByText('Horizontal position: 25').waitFor();
    // Dragged, the design follows the finger (or the mouse) across the photo.
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + (box.width * 3) / 4, box.y + box.height / 4, { steps: 6 });
    await page.mouse.up();
    await page.getByText('Horizontal position: 75').waitFor();
    await page.getByText('Vertical position: 25').waitFor();
    await expectNoSeriousFindings(page, 'manual body preview with a design placed');

    // The export has the photo's own pixels, not the on-screen canvas's 400 px.
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const size = await sharp(await exported.path()).metadata();
    expect([size.width, size.height]).toEqual([640, 480]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The preview is in your gallery.').waitFor();
    await screenshot(page, 'manual-preview-saved');

    await page.goto(`${appUrl()}/gallery`);
    await page.getByRole('heading', { name: /^Body Previews \(\d+\)$/ }).waitFor();
    expect(await sectionCount(page, 'Body Previews')).toBe(previewsBefore + 1);
    await context.close();
  });
});
