import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

const credits = async (page: Page) =>
  Number((await page.getByLabel('Photo editor credits').textContent())?.match(/\d+/)?.[0]);

describe('Invert colours in the photo editor', () => {
  it('turns a white-on-black sketch into dark lines for 1 credit', async () => {
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'pro@inkforge.test', 'inkforge-pro');
    await page.goto(`${appUrl()}/photo-editor`);
    await page.getByRole('heading', { name: 'Photo Editor' }).waitFor();
    // Chalk on a blackboard: white lines on black, as a sketch photographed on dark paper.
    const sketch = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#000000' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="300" height="200"><circle cx="150" cy="100" r="60" stroke="#fff" stroke-width="8" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByLabel('Upload an image').click(),
    ]);
    await chooser.setFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: sketch });
    await page.getByAltText('Original').waitFor();
    const before = await credits(page);

    await page.getByRole('button', { name: 'Invert Colours (1 credit)' }).click();
    const result = page.getByAltText('Processed');
    await result.waitFor({ timeout: 30_000 });
    await page.getByLabel('Processed image').getByText('Inverted').waitFor();
    await expect.poll(() => credits(page)).toBe(before - 1);
    await expectNoSeriousFindings(page, 'photo editor inverted');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Result' }).click(),
    ]);
    // The background is now white and the circle dark.
    const { data, info } = await sharp(await download.path())
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[100 * info.width + 90]).toBeLessThan(60);
    await screenshot(page, 'photo-editor-inverted');
    await context.close();
  });
});
