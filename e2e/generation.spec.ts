import { describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';

const browser = browserForJourneys();

describe('AI design generation in the browser', () => {
  it('a Pro user generates a design, watches it progress, sees it and downloads it', async () => {
    // bypassCSP: axe is injected into the page to check the bell's panel.
    const { context, page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signIn(page, 'pro@inkforge.test', 'inkforge-pro');
    await page.goto(`${appUrl()}/ai-generator`);
    await page.getByRole('heading', { name: 'AI Tattoo Generator' }).waitFor();
    const credits = page.getByLabel('Generator credits');
    const before = Number((await credits.innerText()).replace(/\D/g, ''));
    expect(before).toBeGreaterThanOrEqual(4);

    await page.getByLabel('Describe your tattoo').fill('A "rose" with thorns\nand a dagger');
    await page.getByRole('button', { name: 'Generate Design (4 credits)' }).click();
    await page.getByText('Generating your design').waitFor();
    await page.getByTestId('progress-status').waitFor();
    await expectNoSeriousFindings(page, 'generating');
    await screenshot(page, 'generation-in-progress');

    const image = page.getByAltText('Generated tattoo design');
    await image.waitFor({ timeout: 60_000 });
    // A prompt design comes at print resolution (15 cm at 300 dpi needs 1,772 px).
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1792);
    await page.getByLabel('Generation status').getByText('completed').waitFor();
    const shown = async () => Number((await credits.innerText()).replace(/\D/g, ''));
    await expect.poll(shown, { timeout: 35_000 }).toBe(before - 4);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Design' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^tattoo-design-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.png$/,
    );
    await screenshot(page, 'generation-completed');

    // The header bell says so too (other journeys share this account: the newest such entry).
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const thisDesign = (name: RegExp) =>
      panel.getByRole('button', { name }).filter({ hasText: "A 'rose' with thorns" }).first();
    await thisDesign(/^Design ready\s?, unread/).waitFor();
    // Unread entries stand on a tinted background: every line of them must stay readable.
    await expectNoSeriousFindings(page, 'bell, unread');
    await screenshot(page, 'notifications-open');
    await thisDesign(/^Design ready\s?, unread/).click();
    await panel.waitFor({ state: 'hidden' });
    // Opened once, it reads as read.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await thisDesign(/^Design ready(?!\s?, unread)/).waitFor();
    await expectNoSeriousFindings(page, 'bell, read');
    await context.close();
  });

  it('a user with 0 credits sees the generate button disabled and the reason', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'free@inkforge.test', 'inkforge-free');
    await page.goto(`${appUrl()}/ai-generator`);
    // A free account is first offered a plan; it may look around instead.
    await page.getByRole('button', { name: 'Explore App' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/ai-generator');
    await page.getByLabel('Describe your tattoo').fill('a koi fish');
    const button = page.getByRole('button', { name: 'Generate Design (4 credits)' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByTestId('no-credits-wrapper').hover();
    await page.getByText('You need a plan or top-up to generate images').waitFor();
    await screenshot(page, 'generation-no-credits');
    await context.close();
  });
});
