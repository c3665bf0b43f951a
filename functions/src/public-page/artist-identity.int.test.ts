import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { jpeg, photoWithGps, storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';
import { createPageApp } from './page-app';

const { app, db, deps } = buildTestApp();
const pages = createPageApp(deps);

const putAvatar = (artist: Artist, image: Buffer, contentType = 'image/jpeg') =>
  request(app)
    .put('/api/profile/public-page/avatar')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', image, { filename: 'me.jpg', contentType });

describe("the artist's avatar and accent colour", () => {
  let artist: Artist;
  let username: string;
  let prefix: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    username = await openBooking(artist, db);
    await db.doc(`users/${artist.uid}`).set({ displayName: 'Rita Linework' }, { merge: true });
    prefix = `users/${artist.uid}/public/avatar/`;
  });

  it('makes square WebP renditions with no EXIF from a photo that carries GPS', async () => {
    const original = await photoWithGps('#a05030');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await putAvatar(artist, original);
    expect(res.status, res.text).toBe(200);
    const url = res.body.avatarUrl as string;
    expect(url).toMatch(new RegExp(`^/book/${username}/avatar/avatar-[0-9a-f]{16}-192\\.webp$`));
    expect(await storedObjects(prefix)).toHaveLength(2);
    for (const size of [96, 192]) {
      const file = await request(pages).get(url.replace('-192.', `-${size}.`));
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toContain('max-age=31536000');
      const info = await sharp(file.body as Buffer).metadata();
      expect(info).toMatchObject({ format: 'webp', width: size, height: size });
      expect(info.exif).toBeUndefined();
      expect(info.xmp).toBeUndefined();
    }
    expect((await artist.call('get', '/api/profile/public-page')).body.avatarUrl).toBe(url);
  });

  it('shows the avatar in the header of the page, with its size and the name as alt', async () => {
    const { avatarUrl } = (await artist.call('get', '/api/profile/public-page')).body;
    const page = (await request(pages).get(`/book/${username}`)).text;
    expect(page).toContain(
      `<img class="avatar" src="${avatarUrl}" width="72" height="72" alt="Rita Linework">`,
    );
  });

  it('removes the old renditions when the image is replaced, and all on Remove', async () => {
    const before = (await artist.call('get', '/api/profile/public-page')).body.avatarUrl;
    const replaced = await putAvatar(artist, await jpeg(300));
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.avatarUrl).not.toBe(before);
    const files = await storedObjects(prefix);
    expect(files).toHaveLength(2);
    expect(files.every((f) => replaced.body.avatarUrl.includes(f.split('-')[1]))).toBe(true);
    expect((await request(pages).get(before)).status).toBe(404);

    const removed = await artist.call('delete', '/api/profile/public-page/avatar');
    expect(removed.status).toBe(200);
    expect(removed.body.avatarUrl).toBeNull();
    expect(await storedObjects(prefix)).toEqual([]);
    expect((await request(pages).get(replaced.body.avatarUrl)).status).toBe(404);
    expect((await request(pages).get(`/book/${username}`)).text).toContain(
      '<div class="avatar" aria-hidden="true">RL</div>',
    );
  });

  it('refuses a file that is not an image, in words', async () => {
    const res = await putAvatar(artist, Buffer.from('<svg onload="x()"/>'), 'image/svg+xml');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'INVALID_FILE' });
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('refuses an accent too light to read on white by its code, and shows a good one', async () => {
    const put = (accentColor: string) =>
      artist.call('put', '/api/profile/public-page', { studioName: 'Ink & Co', accentColor });
    const light = await put('#f4a261');
    expect(light.status).toBe(400);
    expect(light.body).toMatchObject({ error: 'BOOKING_ACCENT_TOO_LIGHT' });
    expect(light.body.message).toContain('4.5:1');
    const saved = await put('#1D4ED8');
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.accentColor).toBe('#1d4ed8');
    const page = (await request(pages).get(`/book/${username}`)).text;
    expect(page).toContain(':root{--accent:#1d4ed8;--button:#1d4ed8}');
  });

  it('removes the avatar with the account', async () => {
    expect((await putAvatar(artist, await jpeg(200))).status).toBe(200);
    expect(await storedObjects(prefix)).toHaveLength(2);
    const res = await artist.call('delete', '/api/account', { confirm: 'DELETE' });
    expect(res.status, res.text).toBe(200);
    expect(await storedObjects(prefix)).toEqual([]);
  });
});
