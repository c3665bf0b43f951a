import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { photoWithGps } from '../../test/support/images';
import { createTestStudio, joinStudio, type TestStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';
import { createPageApp } from '../public-page';
import { studioPages } from './wire';

const { app, db, deps } = buildTestApp();
// The page function as index.ts builds it: the artists' pages and the studios' pages.
const pages = createPageApp(deps, [studioPages(deps)]);
const origin = deps.appOrigin.replace(/\/$/, '');

const meta = (page: string, key: string) =>
  page.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

function jsonLd(page: string): Record<string, unknown> {
  const found = page.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
  expect(found, 'JSON-LD block').toBeDefined();
  return JSON.parse(found!) as Record<string, unknown>;
}

/** The artists section only (the request form lists them too, as options). */
const artistsSection = (page: string) =>
  page.match(/<section aria-labelledby="artists-heading">[\s\S]*?<\/section>/)?.[0] ?? '';

async function named(person: Artist, displayName: string, styles: string[]): Promise<string> {
  const username = await openBooking(person, db, { styles });
  await db.doc(`users/${person.uid}`).set({ displayName }, { merge: true });
  return username;
}

async function publishTagged(person: Artist, tags: string[]): Promise<void> {
  const uploaded = await request(app)
    .post('/api/upload-image')
    .set('Authorization', `Bearer ${person.idToken}`)
    .field('type', 'tattoo')
    .attach('image', await photoWithGps('#305080'), {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
  expect(uploaded.status, uploaded.text).toBe(200);
  const res = await person.call('put', `/api/gallery/${uploaded.body.id as string}/public`, {
    public: true,
    caption: 'Healed piece',
    tags,
  });
  expect(res.status, res.text).toBe(200);
}

describe("the studio's page, server-rendered (issue 43)", () => {
  let studio: TestStudio;
  const users: Record<string, string> = {};

  beforeAll(async () => {
    studio = await createTestStudio(app, db, { artists: 2, name: 'Black Lotus' });
    // The studio's settings screen is another helper's: written here as it would store them.
    await db.doc(`studios/${studio.id}`).update({
      address: 'Oranienstraße 12, 10999 Berlin',
      openingHours: { start: '11:00', end: '19:00', days: [1, 2, 3, 4, 5] },
    });
    const [ana, ben] = studio.artists as [Artist, Artist];
    users.owner = await named(studio.owner, 'Olga Owner', ['Blackwork']);
    users.ana = await named(ana, 'Ana Fineline', ['Fine line']);
    users.ben = await named(ben, 'Ben Realism', ['Realism']);
    await publishTagged(ben, ['Botanical']);
    await db.doc(`users/${studio.desk.uid}`).set({ displayName: 'Dana Desk' }, { merge: true });
    const guest = await joinStudio(app, db, studio.id, 'guest', {
      plan: 'pro',
      guestFrom: '2000-01-01',
      guestUntil: '2999-12-31',
    });
    users.guest = await named(guest, 'Gil Guest', ['Traditional']);
    const gone = await joinStudio(app, db, studio.id, 'guest', {
      plan: 'pro',
      guestFrom: '2000-01-01',
      guestUntil: '2000-12-31',
    });
    users.gone = await named(gone, 'Past Guest', ['Dotwork']);
  });

  it('gives a crawler the studio in <title>, Open Graph and JSON-LD with its artists', async () => {
    const res = await request(pages).get(`/studio/${studio.slug}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    // The artists' pages' headers: no frame, one script of our own.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');

    const page = res.text;
    expect(page.match(/<title>([^<]*)<\/title>/)?.[1]).toBe('Black Lotus · Tattoo studio');
    expect(meta(page, 'og:title')).toBe('Black Lotus · Tattoo studio');
    expect(meta(page, 'og:url')).toBe(`${origin}/studio/${studio.slug}`);
    expect(meta(page, 'og:description')).toContain('Ana Fineline');
    expect(page).toContain(`<link rel="canonical" href="${origin}/studio/${studio.slug}">`);

    const ld = jsonLd(page);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TattooParlor',
      name: 'Black Lotus',
      url: `${origin}/studio/${studio.slug}`,
      address: { '@type': 'PostalAddress', streetAddress: 'Oranienstraße 12, 10999 Berlin' },
      openingHours: ['Tu,We,Th,Fr,Sa 11:00-19:00'],
    });
    const employees = ld.employee as { '@type': string; name: string; url: string }[];
    expect(employees.map((e) => e.name).sort()).toEqual([
      'Ana Fineline',
      'Ben Realism',
      'Gil Guest',
      'Olga Owner',
    ]);
    for (const e of employees) expect(e['@type']).toBe('Person');
    expect(employees.find((e) => e.name === 'Ana Fineline')?.url).toBe(
      `${origin}/book/${users.ana}`,
    );
  });

  it('lists the owner, artists and guests in their spot, each linking to their page; never the desk', async () => {
    const page = (await request(pages).get(`/studio/${studio.slug}`)).text;
    const artists = artistsSection(page);
    for (const key of ['owner', 'ana', 'ben', 'guest']) {
      expect(artists).toContain(`href="/book/${users[key]}"`);
    }
    expect(artists).toContain('Guest artist');
    expect(page).not.toContain('Dana Desk');
    expect(page).not.toContain('Past Guest');
    expect(page).not.toContain(users.gone);
    // Each artist's styles: their page's styles and their public work's tags.
    expect(artists).toContain(
      'aria-label="Styles of Ben Realism"><li>Realism</li><li>Botanical</li>',
    );
  });

  it('filters the artists by a style with a plain link, no script', async () => {
    const page = (await request(pages).get(`/studio/${studio.slug}`)).text;
    expect(page).toContain(`href="/studio/${studio.slug}?style=Botanical"`);
    const res = await request(pages).get(`/studio/${studio.slug}?style=botanical`);
    expect(res.status).toBe(200);
    const artists = artistsSection(res.text);
    expect(artists).toContain('Artists for botanical');
    expect(artists).toContain(`href="/book/${users.ben}"`);
    expect(artists).not.toContain(`href="/book/${users.ana}"`);
    expect(artists).not.toContain(`href="/book/${users.owner}"`);
    expect(res.text).toMatch(/href="[^"]*style=Botanical" aria-current="page"/);
  });

  it('takes a request with the artist choice first, first available by default', async () => {
    const page = (await request(pages).get(`/studio/${studio.slug}`)).text;
    expect(page).toMatch(/<form method="post" action="\/studio\/[^"]+#request"/);
    expect(page).toContain('<option value="first-available" selected>First available</option>');
    expect(page).toContain(`<option value="${users.ana}">Ana Fineline</option>`);
    expect(page).not.toContain(`<option value="${studio.desk.uid}"`);
    const chosen = await request(pages).get(`/studio/${studio.slug}?artist=${users.ana}`);
    expect(chosen.text).toContain(`<option value="${users.ana}" selected>Ana Fineline</option>`);
  });

  it('answers an unknown or impossible address with the 404 page', async () => {
    for (const slug of ['no-such-studio-here', 'x'.repeat(1600), 'UPPER_case!']) {
      const res = await request(pages).get(`/studio/${slug}`);
      expect(res.status, slug.slice(0, 20)).toBe(404);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('Page not found');
    }
  });

  it('serves the same page as JSON for the web app, and 404 JSON for an unknown address', async () => {
    const res = await request(app).get(`/api/public/studios/${studio.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Black Lotus', slug: studio.slug });
    const listed = (res.body.artists as { name: string; pagePath: string }[]).map((a) => a.name);
    expect(listed.sort()).toEqual(['Ana Fineline', 'Ben Realism', 'Gil Guest', 'Olga Owner']);
    expect(JSON.stringify(res.body)).not.toContain(studio.desk.uid);
    expect(res.body.styles).toContain('Botanical');
    const missing = await request(app).get('/api/public/studios/no-such-studio-here');
    expect(missing.status).toBe(404);
    expect(missing.type).toBe('application/json');
    expect(missing.body).toMatchObject({
      error: 'STUDIO_PAGE_NOT_FOUND',
      message: 'There is no studio page at this address.',
    });
    // No id can be 1,600 characters: the API's path guard answers before the route reads it.
    const long = await request(app).get(`/api/public/studios/${'x'.repeat(1600)}`);
    expect(long.status).toBe(404);
    expect(long.type).toBe('application/json');
    expect(long.body).toMatchObject({ error: 'NOT_FOUND', message: 'Not found.' });
  });
});
