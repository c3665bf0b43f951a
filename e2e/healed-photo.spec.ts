import { createHash, randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from './support/accounts';
import { expectNoSeriousFindings } from './support/axe';
import { artistApi } from './support/artist-api';
import { appUrl, browserForJourneys, newPage, screenshot } from './support/browser';
import { smallTargets } from './support/targets';

// The seeded pro artist; the client is never signed in and is on a phone.
const pro = demoAccount('pro');
const browser = browserForJourneys();
const PHONE = { width: 390, height: 844 };
let admin: App;

beforeAll(() => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `healed-photo-${Date.now()}`);
});
afterAll(async () => {
  await deleteApp(admin);
});

/** A photo of a healed tattoo, as a phone takes it. */
function healedPhoto(): Promise<Buffer> {
  const svg =
    '<svg width="600" height="800"><path d="M150 400 q150 -200 300 0 q-150 200 -300 0" ' +
    'fill="none" stroke="#1d2a44" stroke-width="14"/></svg>';
  return sharp({ create: { width: 600, height: 800, channels: 3, background: '#d9b39a' } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg()
    .toBuffer();
}

describe('the healed photo (issue 27)', () => {
  it('weeks after a session, the client sends a healed photo from a phone; it is in the gallery', async () => {
    const stamp = Date.now();
    const artist = await artistApi(pro);
    const { uid } = artist;
    const client = await artist.call<{ id: string }>('POST', '/api/clients/enhanced', {
      name: `Healed Journey ${stamp}`,
    });
    const title = `Swallow ${stamp}`;
    const project = await artist.call<{ id: string }>('POST', '/api/client-projects', {
      clientId: client.id,
      title,
    });
    // The link the healed-photo e-mail carries (made as the mail sender makes it: only the
    // hash of the token is stored).
    const linkToken = randomBytes(32).toString('base64url');
    await getFirestore(admin)
      .collection('healedPhotoLinks')
      .doc(createHash('sha256').update(linkToken).digest('hex'))
      .create({
        uid,
        projectId: project.id,
        appointmentId: `journey-${stamp}`,
        clientId: client.id,
        expiresAt: new Date(stamp + 30 * 86_400_000),
        uploads: 0,
        createdAt: new Date(stamp),
      });

    const phone = await newPage(browser(), PHONE, { bypassCSP: true });
    const page = phone.page;
    await page.goto(`${appUrl()}/healed/${linkToken}`);
    await page.getByRole('heading', { level: 1, name: 'Your healed tattoo' }).waitFor();
    await page.getByText(title).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await expectNoSeriousFindings(page, 'healed photo page');
    expect(await smallTargets(page)).toEqual([]);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a photo' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'healed.jpg',
      mimeType: 'image/jpeg',
      buffer: await healedPhoto(),
    });
    await page.getByRole('img', { name: 'Your photo: healed.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Send photo' }).click();
    await page.getByText('Thank you, your photo is sent').waitFor();
    await expectNoSeriousFindings(page, 'healed photo sent');
    await screenshot(page, 'healed-photo-sent-390');
    await phone.context.close();

    const gallery = await artist.call<{
      items: { title: string | null; clientId: string | null }[];
    }>('GET', '/api/gallery');
    expect(gallery.items).toContainEqual(
      expect.objectContaining({ title: `Healed: ${title}`, clientId: client.id }),
    );
  });
});
