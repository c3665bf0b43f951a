import type { ApiFlash, GalleryItem } from '@inkforge/domain';
import { FieldValue } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStudioRecords } from '../clients';
import { createChaseRepository } from '../reminders/chase.repository';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { lineArtPng, noisyPng } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

// Consent travels with the image: every path that makes an image public checks the one rule
// (public-rule.ts), and a copy keeps its origin's consent. Each path below is tried with each
// image a client did not agree to show; a new public path belongs in PUBLIC_PATHS.

const { app, db } = buildTestApp();

let artist: Artist;
let username: string;

/** A healed-photo link of a finished session, as its e-mail carries it. */
async function healedLink(): Promise<string> {
  const { body: client } = await artist.call('post', '/api/clients/enhanced', {
    name: 'Hana Healed',
    email: 'hana@example.test',
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
    allowOverlap: true,
  });
  const path = await createChaseRepository(db, createStudioRecords(db)).healedPhotoLink(
    artist.uid,
    { id: appointment.id, clientId: client.id, projectId: project.id },
    new Date(),
  );
  return `/api/public${path!.replace('/healed/', '/healed-photos/')}`;
}

const galleryItems = async () =>
  (await artist.call('get', '/api/gallery')).body.items as GalleryItem[];

/** A client's healed photo as it lands in the gallery: with their answer, or `unasked`. */
async function healedPhoto(answer: 'yes' | 'no' | 'unasked'): Promise<GalleryItem> {
  const before = new Set((await galleryItems()).map((item) => item.id));
  let sent = request(app).post(await healedLink());
  sent = sent.attach('photo', await noisyPng(320), 'healed.png');
  if (answer !== 'no') sent = sent.field('showPublicly', 'true');
  expect((await sent).status).toBe(201);
  const item = (await galleryItems()).find((i) => !before.has(i.id))!;
  // Sent before the question was asked: no answer on record.
  if (answer === 'unasked') {
    await db.doc(`users/${artist.uid}/gallery/${item.id}`).update({ consent: FieldValue.delete() });
  }
  return item;
}

/** An image saved to the gallery from an upload of the artist's. */
async function saved(type: string, title: string): Promise<GalleryItem> {
  const upload = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', await lineArtPng(64), { filename: 'x.png', contentType: 'image/png' });
  expect(upload.status, upload.text).toBe(200);
  const res = await artist.call('post', '/api/gallery', {
    imageUrl: upload.body.imageUrl,
    type,
    title,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as GalleryItem;
}

const flashOf = (galleryItemId: string, title = 'Koi') => ({
  galleryItemId,
  title,
  variants: [{ sizeCm: 10, price: 200, duration: 60 }],
  availability: 'repeatable',
});

/** A copy of the item's image (or its thumbnail) into the gallery, titled as the artist's own. */
async function copied(item: GalleryItem, of: 'imageUrl' | 'thumbnailUrl'): Promise<string> {
  const copy = await artist.call('post', '/api/gallery', {
    imageUrl: item[of],
    type: 'tattoo',
    title: 'My koi',
  });
  expect(copy.status, copy.text).toBe(201);
  return String(copy.body.id);
}

/** The answer, and whether the image is now public through this path. */
/** A flash design's image cannot be changed at all, in words. */
const NEW_IMAGE = { status: 400, refusal: 'VALIDATION_FAILED' };

type Attempt = (item: GalleryItem) => Promise<{ res: request.Response; madePublic: boolean }>;

const toPage = async (id: string) => {
  const res = await artist.call('put', `/api/gallery/${id}/public`, { public: true });
  return { res, madePublic: res.status === 200 };
};
const toFlash = async (id: string) => {
  const res = await artist.call('post', '/api/flash', flashOf(id));
  return { res, madePublic: res.status === 201 };
};

/** Every way an image in the gallery can be made public. */
const PUBLIC_PATHS: Record<string, Attempt> = {
  'the page’s portfolio': (item) => toPage(item.id),
  flash: (item) => toFlash(item.id),
  'a flash design changed to it': async (item) => {
    const own = await saved('tattoo', 'Own koi');
    const flash = await artist.call('post', '/api/flash', flashOf(own.id, 'Own koi'));
    expect(flash.status, flash.text).toBe(201);
    const res = await request(app)
      .patch(`/api/flash/${flash.body.id}`)
      .set('Authorization', `Bearer ${artist.idToken}`)
      .send({ galleryItemId: item.id });
    const now = ((await artist.call('get', '/api/flash')).body as ApiFlash[]).find(
      (f) => f.id === flash.body.id,
    );
    return { res, madePublic: now?.galleryItemId !== own.id };
  },
  'a copy, on the page': async (item) => toPage(await copied(item, 'imageUrl')),
  'a copy of its thumbnail, on the page': async (item) =>
    toPage(await copied(item, 'thumbnailUrl')),
  'a copy, as flash': async (item) => toFlash(await copied(item, 'imageUrl')),
};

describe('an image a client did not agree to show stays private on every public path', () => {
  const images: Record<string, { item: () => Promise<GalleryItem>; refusal: string }> = {
    'a healed photo the client declined': {
      item: () => healedPhoto('no'),
      refusal: 'GALLERY_NO_CONSENT',
    },
    'a healed photo never asked about': {
      item: () => healedPhoto('unasked'),
      refusal: 'GALLERY_NO_CONSENT',
    },
    'a client’s body preview': {
      item: () => saved('body_preview', 'Preview for Hana'),
      refusal: 'GALLERY_ITEM_PRIVATE',
    },
  };

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    username = await openBooking(artist, db);
  });

  for (const [image, { item, refusal }] of Object.entries(images)) {
    for (const [path, attempt] of Object.entries(PUBLIC_PATHS)) {
      it(`${image}: refused through ${path}`, async () => {
        const { res, madePublic } = await attempt(await item());
        expect(madePublic, res.text).toBe(false);
        // Refused in words, as publishing to the page is; a flash design's image never changes.
        const expected =
          path === 'a flash design changed to it' ? NEW_IMAGE : { status: 409, refusal };
        expect(res.status, res.text).toBe(expected.status);
        expect(res.body).toMatchObject({
          error: expected.refusal,
          message: expect.stringMatching(/\w+ \w+/),
        });
        const shown = await request(app).get(`/api/public/booking/${username}/flash`);
        expect(shown.status).toBe(200);
        expect((shown.body as ApiFlash[]).map((f) => f.title)).not.toContain('Koi');
      });
    }
  }

  it('lets the artist’s own work and a photo the client agreed to through every path', async () => {
    for (const item of [await saved('tattoo', 'Own work'), await healedPhoto('yes')]) {
      expect((await PUBLIC_PATHS['the page’s portfolio']!(item)).madePublic).toBe(true);
      expect((await PUBLIC_PATHS['a copy, as flash']!(item)).madePublic).toBe(true);
    }
  });
});
