import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccount } from './support/accounts';
import { artistApi, type ArtistApi } from './support/artist-api';
import { appUrl, browserForJourneys, screenshot } from './support/browser';

// Issue 43: a studio's page, opened by a client on a phone with JavaScript off, through Hosting
// (its rewrite to the page function). The seeded pro artist owns the studio; the seed of
// "Black Lotus" is another change's, so the journey makes the studio when there is none.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };

interface Mine {
  studio: { id: string; name: string; slug: string };
}

/** The pro artist's studio: the seeded one, or one made now. */
async function proStudio(owner: ArtistApi): Promise<Mine['studio']> {
  try {
    return (await owner.call<Mine>('GET', '/api/studios/mine')).studio;
  } catch {
    // No studio yet (404): make it as the owner would.
    const made = await owner.call<Mine>('POST', '/api/studios', {
      name: 'Black Lotus',
      slug: 'black-lotus',
      address: 'Oranienstraße 12, 10999 Berlin',
      timezone: 'Europe/Berlin',
    });
    return made.studio;
  }
}

async function sendFirstAvailable(client: Page, email: string): Promise<void> {
  const form = client.getByRole('form', { name: 'Request a tattoo' });
  await form.getByLabel('Artist', { exact: true }).selectOption('first-available');
  await form.getByLabel('Your idea').fill('A peony on the shoulder blade');
  await form.getByLabel('Placement on the body').fill('Shoulder blade');
  await form.getByLabel('Approximate size (cm)').fill('15');
  await form.getByRole('radio', { name: 'Colour', exact: true }).check();
  await form.getByLabel('Your name').fill('Nia Noscript');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('+49 170 7654321');
  await form.getByRole('checkbox', { name: 'I am 18 or older.' }).check();
  await form.getByRole('checkbox', { name: /I agree that the artist keeps/ }).check();
  await form.getByRole('button', { name: 'Send request' }).click();
}

describe("a studio's page (issue 43)", () => {
  it('a phone with JavaScript off sees the artists, filters by style and asks the first available', async () => {
    const owner = await artistApi(pro);
    const studio = await proStudio(owner);
    const email = `studio-page-${Date.now()}@example.test`;

    const context = await browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
    const client = await context.newPage();
    client.setDefaultTimeout(15_000);
    const first = await client.goto(`${appUrl()}/studio/${studio.slug}`, { timeout: 60_000 });
    expect(first?.status()).toBe(200);
    expect(first?.headers()['content-type']).toContain('text/html');
    await client.getByRole('heading', { level: 1, name: studio.name }).waitFor();
    expect(await client.title()).toBe(`${studio.name} · Tattoo studio`);

    // The owner is listed, linking to their own page; a style link filters without script.
    const artists = client.getByRole('region', { name: /^Artists/ });
    await artists.getByRole('link', { name: 'Paola Pro', exact: true }).waitFor();
    const style = client.getByRole('navigation', { name: 'Styles' }).getByRole('link').nth(1);
    if ((await style.count()) > 0) {
      const name = (await style.textContent())!;
      await style.click();
      await client.getByRole('heading', { name: `Artists for ${name}` }).waitFor();
    }
    await screenshot(client, 'studio-page-phone');

    await sendFirstAvailable(client, email);
    await client.getByRole('heading', { name: 'Request sent' }).waitFor();
    await client.getByText(`${studio.name} has your request.`, { exact: false }).waitFor();
    await context.close();

    // The owner finds it waiting in the shared inbox.
    const inbox = await owner.call<{ requests: { email: string; status: string }[] }>(
      'GET',
      `/api/studios/${studio.id}/requests`,
    );
    expect(inbox.requests.find((r) => r.email === email)?.status).toBe('pending');
  });
});
