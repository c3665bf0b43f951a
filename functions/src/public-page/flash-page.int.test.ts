import request from 'supertest';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { flashPage } from '../../test/support/flash-page';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';
import { createPageApp } from './page-app';

// Issue 49: /flash/{username} is the artist's page's sibling, server-rendered for clients
// without script and for link previews, and listed in the sitemap.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app, deps } = buildTestApp({ payments: payments.twin });
const pages = createPageApp(deps);
const flow = depositFlow(app, db, payments);

let artist: Artist;
let username: string;
let name: string;
let flash: ReturnType<typeof flashPage>;
/** A studio day five days ahead: past the 24 hours' notice, inside the page's four weeks. */
const flashDay = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

/** A JPEG carrying a camera's EXIF block, as a phone photo does. */
const photoWithExif = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#a33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Camera 9', Copyright: 'Client Home' } })
    .toBuffer();

async function designFromPhoto(title: string) {
  const upload = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', await photoWithExif(), { filename: 'photo.jpg', contentType: 'image/jpeg' });
  expect(upload.status, upload.text).toBe(200);
  const item = await artist.call('post', '/api/gallery', {
    imageUrl: upload.body.imageUrl,
    type: 'tattoo',
    title,
  });
  expect(item.status, item.text).toBe(201);
  const res = await artist.call('post', '/api/flash', {
    galleryItemId: item.body.id,
    title,
    variants: [{ sizeCm: 8, price: 90, duration: 45 }],
    availability: 'one_of_a_kind',
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
}

const metaOf = (page: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(page)?.[1];

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'premium', timezone: 'Europe/Berlin' });
  username = await openBooking(artist, db);
  await flow.connect(artist);
  const hours = await artist.call('put', '/api/profile/working-hours', {
    start: '10:00',
    end: '18:00',
    days: [0, 1, 2, 3, 4, 5, 6],
  });
  expect(hours.status, hours.text).toBe(200);
  const rules = await artist.call('put', '/api/profile/availability', {
    bufferMinutes: 0,
    earliestHours: 24,
    latestDays: 60,
    timeOff: [],
    flashDays: [{ from: flashDay, to: flashDay, slotMinutes: 30 }],
  });
  expect(rules.status, rules.text).toBe(200);
  flash = flashPage(app, artist, username);
  name = /<h1>([^<]+)<\/h1>/.exec((await request(pages).get(`/book/${username}`)).text)![1]!;
});

describe('the flash page, server-rendered (issue 49)', () => {
  it('is HTML with the artist’s header, its own title, Open Graph and JSON-LD', async () => {
    const rose = await flash.published({ variants: [{ sizeCm: 10, price: 120, duration: 60 }] });
    const res = await request(pages).get(`/flash/${username}`);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.type).toBe('text/html');
    const page = res.text;
    expect(page).toContain(`<title>Flash by ${name}</title>`);
    expect(page).toMatch(new RegExp(`<header class="head">.*<h1>${name}</h1>`, 's'));
    expect(metaOf(page, 'og:title')).toBe(`Flash by ${name}`);
    expect(metaOf(page, 'og:description')).toMatch(/flash design/);
    const origin = deps.appOrigin.replace(/\/$/, '');
    expect(metaOf(page, 'og:url')).toBe(`${origin}/flash/${username}`);
    expect(metaOf(page, 'og:image')).toMatch(
      new RegExp(`^${origin}/flash/${username}/design/[A-Za-z0-9]+\\.webp$`),
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">(.+?)<\/script>/.exec(page)![1]!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'OfferCatalog',
      name: `Flash by ${name}`,
      provider: { '@type': 'TattooParlor', url: `${origin}/book/${username}` },
    });
    expect(ld.itemListElement).toContainEqual(
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Rose',
        price: '120.00',
        priceCurrency: 'EUR',
        image: `${origin}/flash/${username}/design/${rose.id}.webp`,
      }),
    );
    // The size, the price in the artist's currency and the length, with no script at all.
    expect(page).toContain('10 cm: <strong>€120.00</strong>, about 1 h');
    expect(page).toMatch(
      new RegExp(
        `<img src="/flash/${username}/design/${rose.id}.webp" alt="Rose: flash design by `,
      ),
    );
    expect(page).not.toMatch(/<script(?! type="application\/ld\+json")/);
    // The artist's page's policy: no framing, its own images and form only.
    const artistPage = await request(pages).get(`/book/${username}`);
    expect(res.headers['content-security-policy']).toBe(
      artistPage.headers['content-security-policy'],
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toMatch(/^public, /);
  });

  it('names flash days first, collapses other days to a line each, and speaks clients’ words', async () => {
    const rose = await flash.published({ title: 'Moth', availability: 'repeatable' });
    const page = (await request(pages).get(`/flash/${username}`)).text;
    const flashDayText =
      /<h2 id="flash-days-heading">Flash days<\/h2>.*?<strong>(Flash day — [^<]+)<\/strong>/s.exec(
        page,
      )?.[1];
    expect(flashDayText).toMatch(/^Flash day — \w{3},? \d{1,2} \w{3} \d{4}$/);
    expect(page.indexOf('flash-days-heading')).toBeLessThan(page.indexOf('flash-heading"'));
    const card = page.slice(page.indexOf(`id="flash-${rose.id}"`));
    const days = /<ul class="days">(.*?)<\/ul>/s.exec(card)![1]!;
    const lines = [...days.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!);
    expect(lines[0]).toContain(`<strong>${flashDayText}</strong>: 10:00 to`);
    // One line a day, never each slot: no day is named twice, no line lists times one by one.
    const named = lines.map((l) => l.replace(/<[^>]+>/g, '').split(':')[0]);
    expect(new Set(named).size).toBe(named.length);
    expect(lines.every((l) => (l.match(/\d{2}:\d{2}/g) ?? []).length <= 2)).toBe(true);
    expect(card).toContain('Can be tattooed more than once');
    expect(page).not.toMatch(/repeatable/i);
  });

  it('shows published designs only, each from a public copy without EXIF', async () => {
    const kept = await designFromPhoto('Dagger');
    const gone = await designFromPhoto('Anchor');
    const archive = await artist.call('patch', `/api/flash/${gone.id}`, { archived: true });
    expect(archive.status, archive.text).toBe(200);
    const page = (await request(pages).get(`/flash/${username}`)).text;
    expect(page).toContain('>Dagger</h3>');
    expect(page).toContain('One of a kind: tattooed once only');
    expect(page).not.toContain('Anchor');
    expect((await request(pages).get(`/flash/${username}/design/${gone.id}.webp`)).status).toBe(
      404,
    );
    const image = await request(pages)
      .get(`/flash/${username}/design/${kept.id}.webp`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/webp');
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((image.body as Buffer).includes('PhoneCo')).toBe(false);
  });

  it('answers an unknown artist with a 404 page in words', async () => {
    const res = await request(pages).get('/flash/nobody-here-at-all');
    expect(res.status).toBe(404);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<h1>Page not found</h1>');
    expect(res.text).toContain('There is no booking page at this address');
  });

  it('is in the sitemap for an artist with flash, and not for one without', async () => {
    const plain = await createArtist(app, db);
    const other = await openBooking(plain, db);
    await flash.published();
    const text = (await request(pages).get('/sitemap.xml')).text;
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain(`/flash/${username}`);
    expect(locs).toContain(`/book/${other}`);
    expect(locs).not.toContain(`/flash/${other}`);
  });
});
