import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { photoWithGps, storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';
import { createPageApp } from './page-app';

const { app, db, deps } = buildTestApp();
const pages = createPageApp(deps);

async function upload(artist: Artist, image: Buffer): Promise<string> {
  const res = await request(app)
    .post('/api/upload-image')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .field('type', 'tattoo')
    .attach('image', image, { filename: 'photo.jpg', contentType: 'image/jpeg' });
  expect(res.status, res.text).toBe(200);
  return res.body.id as string;
}

const publish = (artist: Artist, id: string, body: Record<string, unknown>) =>
  artist.call('put', `/api/gallery/${id}/public`, body);

/** What a link-preview crawler reads: the first HTML, no script run. */
const meta = (page: string, key: string) =>
  page.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

describe("the artist's page, server-rendered", () => {
  let artist: Artist;
  let username: string;
  let ids: string[];

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    username = await openBooking(artist, db);
    await db.doc(`users/${artist.uid}`).set(
      {
        displayName: 'Rita Linework',
        publicProfile: {
          studioName: 'Needle & Thread',
          city: 'Berlin',
          languages: ['English', 'Deutsch'],
          instagram: 'rita.ink',
          website: 'https://rita.example',
        },
        workingHours: { start: '11:00', end: '19:30', days: [1, 2, 3, 4, 5] },
      },
      { merge: true },
    );
    ids = [];
    for (const colour of ['#a05030', '#305080', '#308050']) {
      ids.push(await upload(artist, await photoWithGps(colour)));
    }
    for (const [i, id] of ids.entries()) {
      const res = await publish(artist, id, { public: true, caption: `Piece ${i + 1}` });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ id, public: true, caption: `Piece ${i + 1}` });
    }
  });

  it('gives a crawler the name in <title> and og:title, a 1200×630 og:image and JSON-LD', async () => {
    const res = await request(pages).get(`/book/${username}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    const page = res.text;
    expect(page.match(/<title>([^<]*)<\/title>/)?.[1]).toContain('Rita Linework');
    expect(meta(page, 'og:title')).toContain('Rita Linework');
    expect(meta(page, 'description')).toContain('Berlin');
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(page).toMatch(/<link rel="canonical" href="[^"]*\/book\//);

    const image = new URL(meta(page, 'og:image')!);
    const card = await request(pages).get(image.pathname);
    expect(card.status).toBe(200);
    expect(card.type).toBe('image/jpeg');
    const size = await sharp(card.body as Buffer).metadata();
    expect([size.width, size.height]).toEqual([1200, 630]);

    const ld = page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const data = JSON.parse(ld!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TattooParlor',
      name: 'Needle & Thread',
      address: { addressLocality: 'Berlin' },
      sameAs: ['https://www.instagram.com/rita.ink', 'https://rita.example'],
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '11:00',
          closes: '19:30',
        },
      ],
    });
  });

  it('shows the header, the portfolio with srcset and sizes, and a form that needs no script', async () => {
    const page = (await request(pages).get(`/book/${username}`)).text;
    expect(page).toContain('<h1>Rita Linework</h1>');
    expect(page).toContain('Books open');
    expect(page).toContain('Speaks English, Deutsch');
    expect(page).toContain('What I take');
    expect(page.match(/<img [^>]*srcset="[^"]*320w, [^"]*640w, [^"]*1280w"/g)).toHaveLength(6);
    expect(page).toMatch(/<img [^>]* width="1280" height="960"/);
    expect(page).toContain('Piece 1');
    expect(page).toMatch(
      /<form method="post" action="\/book\/[^"]+" enctype="multipart\/form-data"/,
    );
    // No script runs on the page, and no Storage address or signed URL is in it.
    expect(page.match(/<script(?! type="application\/ld\+json")/g)).toBeNull();
    expect(page).not.toContain('users/');
    expect(page).not.toMatch(/X-Goog-Signature|googleapis|:9199/);
  });

  it('shows the style tags of a public item under its tile and in its full view', async () => {
    const tags = [' Fine line ', 'Botanical', 'fine LINE'];
    const res = await publish(artist, ids[0]!, { public: true, caption: 'Piece 1', tags });
    expect(res.status, res.text).toBe(200);
    expect(res.body.tags).toEqual(['Fine line', 'Botanical']);
    // Left out, the tags stay; the gallery's answer carries them.
    expect(
      (await publish(artist, ids[0]!, { public: true, caption: 'Piece 1' })).body.tags,
    ).toEqual(['Fine line', 'Botanical']);
    const page = (await request(pages).get(`/book/${username}`)).text;
    expect(page).toContain('<span class="work-tags">Fine line · Botanical</span>');
    expect(page).toContain('<p class="work-tags">Fine line · Botanical</p>');
    const ld = page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const images = (JSON.parse(ld!) as { image: unknown[] }).image;
    expect(images[0]).toMatch(/\/book\/.+\.jpg$/);
    expect(images).toContainEqual(
      expect.objectContaining({
        '@type': 'ImageObject',
        caption: 'Piece 1',
        keywords: 'Fine line, Botanical',
        contentUrl: expect.stringMatching(/\/work\/[\w-]+-1280\.webp$/),
      }),
    );

    const many = await publish(artist, ids[0]!, {
      public: true,
      tags: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ message: 'An item takes at most 5 style tags.' });
  });

  it("shows the portfolio newest first or in the artist's own order", async () => {
    const tileOrder = async () => {
      const page = (await request(pages).get(`/book/${username}`)).text;
      return [...page.matchAll(/<li><figure[^>]*><a href="#work-([\w-]+)"/g)].map((m) => m[1]);
    };
    const before = await artist.call('get', '/api/gallery/portfolio-order');
    expect(before.status, before.text).toBe(200);
    expect(before.body.order).toBe('newest');
    const newest = (before.body.items as { id: string }[]).map((item) => item.id);
    expect(await tileOrder()).toEqual(newest);

    const mine = [newest[2]!, newest[0]!, newest[1]!];
    const set = await artist.call('put', '/api/gallery/portfolio-order', {
      order: 'artist',
      ids: mine,
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.order).toBe('artist');
    expect((set.body.items as { id: string }[]).map((item) => item.id)).toEqual(mine);
    expect(await tileOrder()).toEqual(mine);

    // Back to newest first, the artist's order kept for later.
    await artist.call('put', '/api/gallery/portfolio-order', { order: 'newest' });
    expect(await tileOrder()).toEqual(newest);
    const again = await artist.call('put', '/api/gallery/portfolio-order', { order: 'artist' });
    expect((again.body.items as { id: string }[]).map((item) => item.id)).toEqual(mine);
    await artist.call('put', '/api/gallery/portfolio-order', { order: 'newest' });

    const bad = await artist.call('put', '/api/gallery/portfolio-order', { order: 'random' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('newest');
  });

  it('makes WebP renditions with no EXIF at all from a photo that carries GPS', async () => {
    const original = await photoWithGps('#808080');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const page = (await request(pages).get(`/book/${username}`)).text;
    const files = [...page.matchAll(/\/work\/([\w-]+\.webp)/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const file of new Set(files)) {
      const res = await request(pages).get(`/book/${username}/work/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      const info = await sharp(res.body as Buffer).metadata();
      expect(info.format).toBe('webp');
      expect(info.exif).toBeUndefined();
      expect(info.xmp).toBeUndefined();
      expect(info.icc).toBeUndefined();
    }
  });

  it('takes a posted request without script, and shows errors in words next to fields', async () => {
    const form = () =>
      request(pages)
        .post(`/book/${username}`)
        .field('idea', 'A small swallow')
        .field('placement', 'Ankle')
        .field('sizeCm', '6')
        .field('colour', 'colour')
        .field('days.sat', 'on')
        .field('name', 'Sam Client')
        .field('adult', 'true')
        .field('consent', 'true');
    const refused = await form().field('email', 'not-an-address').field('phone', '+49 170 1234567');
    expect(refused.status).toBe(400);
    expect(refused.type).toBe('text/html');
    expect(refused.text).toMatch(
      /<input type="email" id="f-email" name="email" aria-invalid="true"/,
    );
    expect(refused.text).toMatch(/<p class="err" id="err-email">[^<]+<\/p>/);
    expect(refused.text).toContain('>A small swallow</textarea>');
    expect(refused.text).toMatch(/name="days.sat" value="on" checked/);

    const sent = await form()
      .field('email', 'sam@example.test')
      .field('phone', '+49 170 1234567')
      .attach('images', await photoWithGps('#202020'), {
        filename: 'ref.jpg',
        contentType: 'image/jpeg',
      });
    expect(sent.status, sent.text).toBe(303);
    expect(sent.headers.location).toBe(`/book/${username}/sent`);
    const confirmation = await request(pages).get(sent.headers.location!);
    expect(confirmation.text).toContain('Request sent');
    const stored = await db
      .collection(`users/${artist.uid}/bookingRequests`)
      .where('email', '==', 'sam@example.test')
      .get();
    expect(stored.docs[0]?.data()).toMatchObject({ preferredDays: ['sat'], sizeCm: 6 });
    expect(stored.docs[0]?.get('imagePaths')).toHaveLength(1);
  });

  it('removes the renditions when an item is unpublished', async () => {
    const prefix = `users/${artist.uid}/public/portfolio/${ids[0]}-`;
    expect(await storedObjects(prefix)).toHaveLength(3);
    const res = await publish(artist, ids[0]!, { public: false });
    expect(res.body).toMatchObject({ public: false });
    expect(await storedObjects(prefix)).toEqual([]);
    const page = (await request(pages).get(`/book/${username}`)).text;
    expect(page).not.toContain(ids[0]);
  });

  it('saves the header from settings, refusing a link that is not one, and shows it', async () => {
    const put = (body: Record<string, unknown>) =>
      artist.call('put', '/api/profile/public-page', body);
    const refused = await put({ website: 'javascript:alert(1)' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The website is an address starting with https://.');
    const saved = await put({
      studioName: 'Needle & Thread',
      city: 'Hamburg',
      languages: ['English'],
      instagram: 'https://www.instagram.com/rita.ink/',
      website: 'https://rita.example',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ city: 'Hamburg', instagram: 'rita.ink' });
    expect((await artist.call('get', '/api/profile/public-page')).body.city).toBe('Hamburg');
    const page = (await request(pages).get(`/book/${username}`)).text;
    expect(page).toContain('Needle &amp; Thread · Hamburg');
  });

  it('answers a real 404 page for an unknown or closed page', async () => {
    const unknown = await request(pages).get('/book/nobody-here-0000');
    expect(unknown.status).toBe(404);
    expect(unknown.type).toBe('text/html');
    expect(unknown.text).toContain('Page not found');
    const closed = await createArtist(app, db);
    const name = (await db.doc(`users/${closed.uid}`).get()).get('username') as string;
    expect((await request(pages).get(`/book/${name}`)).status).toBe(404);
    // The API's JSON for scripts is unchanged.
    const api = await request(app).get(`/api/public/booking/${username}`);
    expect(api.status).toBe(200);
    expect(api.body.username).toBe(username);
  });
});
