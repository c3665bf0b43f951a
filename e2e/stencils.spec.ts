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
});
