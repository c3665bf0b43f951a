import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';
import { mintPortalLink, resolvePortalClient } from '.';

const { app, db, deps } = buildTestApp();

const api = (path: string) => `/api/public/portal/${path.replace('/bookings/', '')}`;

function expectGone(res: request.Response) {
  expect(res.status).toBe(404);
  expect(res.type).toBe('application/json');
  expect(res.body).toEqual({
    error: 'PORTAL_LINK_NOT_FOUND',
    message: expect.stringMatching(/link to your bookings/),
  });
}

async function clientOf(artist: Artist, name: string) {
  const { body } = await artist.call('post', '/api/clients/enhanced', {
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.test`,
  });
  return body.id as string;
}

describe("the client's link to their bookings (issue 49)", () => {
  let artist: Artist;
  let clientId: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    clientId = await clientOf(artist, 'Nora Link');
  });

  it('a minted link is 43 random characters and opens the client’s page', async () => {
    const path = await mintPortalLink(db, artist.uid, clientId, new Date());
    expect(path).toMatch(/^\/bookings\/[A-Za-z0-9_-]{43}$/);
    const res = await request(app).get(api(path));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ clientFirstName: 'Nora', upcoming: [], past: [] });
    // Only the hash is stored: no document holds the token itself.
    const token = path.slice('/bookings/'.length);
    const rows = await db.collection('portalLinks').where('uid', '==', artist.uid).get();
    expect(rows.docs.map((d) => JSON.stringify(d.data()) + d.id).join()).not.toContain(token);
  });

  it('"New link" answers 201 {url} and every earlier token is 404 at once', async () => {
    const fromMail = await mintPortalLink(db, artist.uid, clientId, new Date());
    const alsoFromMail = await mintPortalLink(db, artist.uid, clientId, new Date());
    expect((await request(app).get(api(alsoFromMail))).status).toBe(200);

    const res = await artist.call('post', `/api/clients/${clientId}/portal-link`);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      url: expect.stringMatching(new RegExp(`^${deps.appOrigin}/bookings/[A-Za-z0-9_-]{43}$`)),
    });

    expectGone(await request(app).get(api(fromMail)));
    expectGone(await request(app).get(api(alsoFromMail)));
    const fresh = new URL(res.body.url as string).pathname;
    expect((await request(app).get(api(fresh))).status).toBe(200);
    // Mails after the new link carry tokens of the new link.
    const next = await mintPortalLink(db, artist.uid, clientId, new Date());
    expect((await request(app).get(api(next))).status).toBe(200);
  });

  it('unknown and malformed tokens are one 404 in words, never a 500', async () => {
    expectGone(await request(app).get(`/api/public/portal/${'A'.repeat(43)}`));
    expectGone(await request(app).get('/api/public/portal/short'));
    expectGone(await request(app).get(`/api/public/portal/${'é'.repeat(43)}`));
  });

  it("another artist cannot make a link to this artist's client", async () => {
    const other = await createArtist(app, db, { plan: 'pro' });
    const res = await other.call('post', `/api/clients/${clientId}/portal-link`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('CLIENT_NOT_FOUND');
    expect((await other.call('get', `/api/clients/${clientId}/portal-link`)).status).toBe(404);
  });

  it('the artist reads when the client last opened their page', async () => {
    const fresh = await createArtist(app, db, { plan: 'pro' });
    const id = await clientOf(fresh, 'Ola Lastuse');
    const before = await fresh.call('get', `/api/clients/${id}/portal-link`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ lastUsedAt: null, createdAt: null });
    const path = await mintPortalLink(db, fresh.uid, id, new Date());
    const opened = new Date();
    await resolvePortalClient(db, path.slice('/bookings/'.length), opened);
    const after = await fresh.call('get', `/api/clients/${id}/portal-link`);
    expect(after.body).toEqual({
      lastUsedAt: opened.toISOString(),
      createdAt: expect.any(String),
    });
  });
});
