import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { buildTestApp } from '../../test/support/test-app';
import { createPageApp } from './page-app';

const { app, db, deps } = buildTestApp();
const pages = createPageApp(deps);

const usernameOf = async (uid: string) =>
  (await db.doc(`users/${uid}`).get()).get('username') as string;

describe('sitemap.xml', () => {
  let open: string;
  let closed: string;
  let deleted: string;

  beforeAll(async () => {
    const [a, b, c] = await Promise.all([
      createArtist(app, db),
      createArtist(app, db),
      createArtist(app, db),
    ]);
    open = await openBooking(a!, db);
    closed = await usernameOf(b!.uid);
    deleted = await openBooking(c!, db);
    // The first step of an account deletion marks the document before the data goes.
    await db.doc(`users/${c!.uid}`).set({ deletedAt: new Date() }, { merge: true });
  });

  it('lists open pages in sitemap.xml, and neither closed nor deleted ones', async () => {
    const res = await request(pages).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml');
    expect(res.headers['cache-control']).toMatch(/^public, /);
    const text = res.text;
    expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain(`/book/${open}`);
    expect(locs).not.toContain(`/book/${closed}`);
    expect(locs).not.toContain(`/book/${deleted}`);
    expect(text).toMatch(new RegExp(`/book/${open}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });
});
