import { randomBytes } from 'node:crypto';
import type { GalleryItem } from '@inkforge/domain';
import { FieldValue } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStudioRecords } from '../clients';
import { createChaseRepository } from '../reminders/chase.repository';
import { createArtist, type Artist } from '../../test/support/artist';
import { jpeg, noisyPng } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

/** A finished session of a project, and the private link its healed-photo e-mail carries. */
async function sessionWithLink(artist: Artist) {
  const { body: client } = await artist.call('post', '/api/clients/enhanced', {
    name: 'Hana Healed',
    email: 'hana@example.test',
    allergies: 'Latex',
  });
  const { body: project } = await artist.call('post', '/api/client-projects', {
    clientId: client.id,
    title: 'Koi sleeve',
  });
  const { body: appointment } = await artist.call('post', '/api/appointments', {
    clientId: client.id,
    projectId: project.id,
    title: 'Koi sleeve, session 1',
    appointmentDate: '2026-01-10T14:00',
    type: 'tattoo_session',
  });
  const path = await createChaseRepository(db, createStudioRecords(db)).healedPhotoLink(
    artist.uid,
    { id: appointment.id, clientId: client.id, projectId: project.id },
    new Date(),
  );
  expect(path).toMatch(/^\/healed\/[A-Za-z0-9_-]{43}$/);
  return { api: `/api/public${path.replace('/healed/', '/healed-photos/')}`, clientId: client.id };
}

const send = (api: string, bytes: Buffer, name = 'healed.png') =>
  request(app).post(api).attach('photo', bytes, name);

function expectRefused(res: request.Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.type).toBe('application/json');
  expect(res.body).toEqual({ error, message: expect.any(String) });
}

describe('the client sends a photo of the healed tattoo (issue 27)', () => {
  let artist: Artist;
  let link: { api: string; clientId: string };

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    link = await sessionWithLink(artist);
  });

  it('the page shows the studio and the project, nothing of the client', async () => {
    const res = await request(app).get(link.api);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['accentColor', 'avatarUrl', 'expiresAt', 'photosLeft', 'projectTitle', 'studioName'].sort(),
    );
    expect(res.body).toMatchObject({
      projectTitle: 'Koi sleeve',
      photosLeft: 3,
      avatarUrl: null,
      accentColor: null,
    });
    expect(res.text).not.toMatch(/Hana|Latex|hana@/);
  });

  it('a good photo lands in the artist’s gallery under the client, titled with the project', async () => {
    const res = await send(link.api, await noisyPng(320));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ photosLeft: 2 });
    const gallery = await artist.call('get', '/api/gallery');
    const items = gallery.body.items as GalleryItem[];
    expect(items).toContainEqual(
      expect.objectContaining({
        title: 'Healed: Koi sleeve',
        clientId: link.clientId,
        clientName: 'Hana Healed',
        generationType: 'photo',
      }),
    );
  });

  it('shows a healed photo publicly only with the consent the client gave', async () => {
    const other = await createArtist(app, db, { plan: 'pro' });
    const own = await sessionWithLink(other);
    const yes = await send(own.api, await noisyPng(320)).field('showPublicly', 'true');
    expect(yes.status, yes.text).toBe(201);
    const no = await send(own.api, await noisyPng(320));
    expect(no.status, no.text).toBe(201);
    const items = (await other.call('get', '/api/gallery')).body.items as GalleryItem[];
    const agreed = items.find((item) => item.consent?.showPublicly === true)!;
    const declined = items.find((item) => item.consent?.showPublicly === false)!;
    expect(Date.parse(agreed.consent!.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(declined).toBeDefined();

    const shown = await other.call('put', `/api/gallery/${agreed.id}/public`, { public: true });
    expect(shown.status, shown.text).toBe(200);
    const refused = await other.call('put', `/api/gallery/${declined.id}/public`, { public: true });
    expectRefused(refused, 409, 'GALLERY_NO_CONSENT');
    expect(refused.body.message).toBe(
      'The client did not agree to show this healed photo on your page.',
    );

    // A photo sent before the question was asked has no answer on record: it stays private.
    const older = await send(own.api, await noisyPng(320)).field('showPublicly', 'true');
    expect(older.status, older.text).toBe(201);
    const olderId = ((await other.call('get', '/api/gallery')).body.items as GalleryItem[]).find(
      (item) => item.id !== agreed.id && item.consent?.showPublicly === true,
    )!.id;
    await db.doc(`users/${other.uid}/gallery/${olderId}`).update({ consent: FieldValue.delete() });
    const unasked = await other.call('put', `/api/gallery/${olderId}/public`, { public: true });
    expectRefused(unasked, 409, 'GALLERY_NO_CONSENT');
  });

  it('refuses a file that is not an image, in words, and counts nothing', async () => {
    const res = await send(link.api, Buffer.from('not a picture at all'), 'notes.txt');
    expectRefused(res, 400, 'INVALID_FILE');
    expect((await request(app).get(link.api)).body.photosLeft).toBe(2);
  });

  it('refuses a wrong or malformed token with the same 404', async () => {
    const guessed = `/api/public/healed-photos/${randomBytes(32).toString('base64url')}`;
    expectRefused(await request(app).get(guessed), 404, 'HEALED_LINK_INVALID');
    expectRefused(await send(guessed, await jpeg(200)), 404, 'HEALED_LINK_INVALID');
    expectRefused(
      await request(app).get('/api/public/healed-photos/short'),
      404,
      'HEALED_LINK_INVALID',
    );
  });

  it('takes three photos per link, then says so', async () => {
    expect((await send(link.api, await jpeg(200), 'a.jpg')).status).toBe(201);
    expect((await send(link.api, await jpeg(210), 'b.jpg')).status).toBe(201);
    expectRefused(await send(link.api, await jpeg(220), 'c.jpg'), 409, 'HEALED_LINK_FULL');
  });

  it('spends no photo of the link when the artist’s gallery is full', async () => {
    const full = await createArtist(app, db, { plan: 'pro' });
    const own = await sessionWithLink(full);
    await db.doc(`users/${full.uid}`).update({ galleryCount: 100 });

    expectRefused(await send(own.api, await jpeg(200)), 409, 'HEALED_PHOTO_NOT_KEPT');
    expectRefused(await send(own.api, await jpeg(210)), 409, 'HEALED_PHOTO_NOT_KEPT');
    expect((await request(app).get(own.api)).body.photosLeft).toBe(3);

    // Room again: the link still takes all three of its photos.
    await db.doc(`users/${full.uid}`).update({ galleryCount: 0 });
    for (const left of [2, 1, 0]) {
      expect((await send(own.api, await jpeg(220 + left))).body).toEqual({ photosLeft: left });
    }
    expectRefused(await send(own.api, await jpeg(230)), 409, 'HEALED_LINK_FULL');
  });

  it('keeps one photo for the last place when three arrive at once', async () => {
    const busy = await createArtist(app, db, { plan: 'pro' });
    const own = await sessionWithLink(busy);
    for (const size of [200, 210]) expect((await send(own.api, await jpeg(size))).status).toBe(201);

    const answers = await Promise.all(
      [240, 250, 260].map(async (s) => send(own.api, await jpeg(s))),
    );

    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expectRefused(res, 409, 'HEALED_LINK_FULL');
    }
    const gallery = await db.collection(`users/${busy.uid}/gallery`).count().get();
    expect(gallery.data().count).toBe(3);
    expect((await db.doc(`users/${busy.uid}`).get()).get('galleryCount')).toBe(3);
  });

  it('dies with the account', async () => {
    const leaving = await createArtist(app, db, { plan: 'pro' });
    const own = await sessionWithLink(leaving);
    expect((await request(app).get(own.api)).status).toBe(200);
    const deleted = await leaving.call('delete', '/api/account', { confirm: 'DELETE' });
    expect(deleted.status).toBe(200);
    expectRefused(await request(app).get(own.api), 404, 'HEALED_LINK_INVALID');
    const left = await db
      .collection('healedPhotoLinks')
      .where('uid', '==', leaving.uid)
      .count()
      .get();
    expect(left.data().count).toBe(0);
  });
});
