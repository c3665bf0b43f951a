import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

describe('stencils in the browser', () => {
  it('a faint sketch traced as design lines, then seen healed after 10 years at 12 cm', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'premium@inkforge.test', 'inkforge-premium');
    await page.goto(`${appUrl()}/stencils`);
    await page.getByRole('heading', { name: 'Enhanced Stencil Generator' }).waitFor();
    // A pencil-grey sketch on warm paper, which auto mode could take for a photo.
    const sketch = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#e8e2d6' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="600" height="600"><circle cx="300" cy="300" r="200" fill="none" ' +
              'stroke="#8a8580" stroke-width="3"/><path d="M150 300 Q300 120 450 300" ' +
              'fill="none" stroke="#8a8580" stroke-width="2"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByLabel('Source image').click(),
    ]);
    await chooser.setFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: sketch });
    await page.getByAltText('Stencil source').waitFor();

    await page.getByText('Design lines').click();
    await page.getByRole('button', { name: 'Generate Stencil (1 credit)' }).click();
    const result = page.getByAltText('Stencil result');
    await result.waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Healed look' }).click();
    const width = page.getByLabel('Tattoo width on skin (cm)');
    await width.fill('12');
    const tenYears = page.getByAltText('Healed look: 10 years');
    await tenYears.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => tenYears.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByText(/roughly doubling in width over a decade/).waitFor();
    await expectNoSeriousFindings(page, 'healed look');
    await screenshot(page, 'stencil-healed-look');

    const tenYearsCard = page.locator('div', { has: tenYears }).last();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tenYearsCard.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^healed-10y-.*\.png$/);
    const png = await readFile((await download.path())!);
    expect((await sharp(png).metadata()).format).toBe('png');
    await context.close();
  });

  it('at 12 cm a hairline fails the transfer check; thickened it passes, prints, and ages', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'premium@inkforge.test', 'inkforge-premium');
    await page.goto(`${appUrl()}/stencils`);
    await page.getByRole('heading', { name: 'Enhanced Stencil Generator' }).waitFor();
    // Black hairlines (2 px) on a 1,200 px design: about 0.25 mm wide once 12 cm on skin.
    const design = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">' +
          '<rect width="1200" height="1200" fill="#fff"/>' +
          '<circle cx="600" cy="600" r="500" fill="none" stroke="#000" stroke-width="2"/>' +
          '<path d="M200 600 Q600 250 1000 600" fill="none" stroke="#000" stroke-width="2"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByLabel('Source image').click(),
    ]);
    await chooser.setFiles({ name: 'hairlines.png', mimeType: 'image/png', buffer: design });
    await page.getByAltText('Stencil source').waitFor();
    await page.getByText('Design lines').click();
    await page.getByRole('button', { name: 'Generate Stencil (1 credit)' }).click();
    await page.getByAltText('Stencil result').waitFor({ timeout: 30_000 });

    await page.getByLabel('Tattoo width on skin for the check (cm)').fill('12');
    await page
      .getByText(/^Transfer check: failed at 12 cm wide: \d+ lines? thinner than 0\.5 mm/)
      .waitFor({ timeout: 30_000 });
    await page.getByAltText(/^Problems marked on the stencil: /).waitFor();
    await page.getByText(/thinner than 0\.35 mm, finer than a needle makes/).waitFor();
    await expectNoSeriousFindings(page, 'transfer check failed');
    await screenshot(page, 'stencil-transfer-check-failed');

    await page.getByRole('button', { name: 'Thicken to 0.5 mm' }).click();
    await page.getByText('Transfer check: passed at 12 cm wide.').waitFor({ timeout: 30_000 });
    expect(await page.getByAltText(/^Problems marked on the stencil/).count()).toBe(0);
    await screenshot(page, 'stencil-transfer-check-passed');

    await page.getByRole('button', { name: 'Print at size (PDF/SVG)' }).click();
    const print = page.getByRole('dialog', { name: 'Print at true size' });
    expect(await print.getByRole('textbox', { name: 'Tattoo size' }).inputValue()).toBe('12');
    await print.getByText('Transfer check: passed at 12 cm wide.').waitFor({ timeout: 30_000 });
    await expectNoSeriousFindings(page, 'print dialog with transfer check');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      print.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = await download.path();
    const text = execFileSync('pdftotext', [pdf!, '-']).toString();
    expect(text).toContain('Transfer check: passed at 12 cm wide.');
    expect(text).toMatch(/ink 12\.0 x 12\.0 cm/);
    await page.keyboard.press('Escape');
    await print.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Healed look' }).click();
    const healed = page.getByRole('dialog', { name: 'Healed look' });
    expect(
      await healed.getByRole('textbox', { name: 'Tattoo width on skin (cm)' }).inputValue(),
    ).toBe('12');
    const tenYears = healed.getByAltText('Healed look: 10 years');
    await tenYears.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => tenYears.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await healed.waitFor({ state: 'hidden' });

    // Saved, the fixed stencil ages from the gallery too.
    await page.getByRole('button', { name: 'Save to Gallery' }).click();
    await page.getByText('Your stencil is in the gallery.').waitFor({ timeout: 30_000 });
    await page.goto(`${appUrl()}/gallery`);
    const stencils = page.getByRole('region', { name: 'Stencils' });
    await stencils.getByRole('button', { name: 'Healed look' }).first().click();
    const fromGallery = page.getByRole('dialog', { name: 'Healed look' });
    const galleryTen = fromGallery.getByAltText('Healed look: 10 years');
    await galleryTen.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => galleryTen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousFindings(page, 'healed look from the gallery');
    await context.close();
  });
});
