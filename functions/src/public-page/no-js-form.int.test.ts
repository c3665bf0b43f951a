import { randomBytes } from 'node:crypto';
import { ERRORS, MAX_REFERENCE_BYTES_IN_ALL } from '@inkforge/domain';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { lineArtPng } from '../../test/support/images';
import { uniqueEmail } from '../../test/support/test-users';
import { buildTestApp } from '../../test/support/test-app';
import { createPageApp } from './page-app';
import { esc } from './html';

const { app, db, deps } = buildTestApp();
const pages = createPageApp(deps);

type Part = [name: string, value: string] | [name: string, file: { name: string; data: Buffer }];

/**
 * The body a browser without script sends for the page's form, byte for byte: the parts in the
 * form's order, and a file field left empty as a part with `filename=""` and no bytes.
 */
function browserForm(parts: Part[]): { body: Buffer; type: string } {
  const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    const head =
      typeof value === 'string'
        ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n` +
          `Content-Type: ${value.name ? 'image/png' : 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push(typeof value === 'string' ? Buffer.from(value) : value.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** Everything a client fills in, in the form's order, with the photos where the form has them. */
function filledForm(email: string, photos: { name: string; data: Buffer }[]): Part[] {
  return [
    ['idea', 'A small swallow over a wave'],
    ['placement', 'Left ankle'],
    ['sizeCm', '6.5'],
    ['colour', 'colour'],
    ['days.sat', 'on'],
    ['days.tue', 'on'],
    ...photos.map((p): Part => ['images', p]),
    ['name', 'Sam Client'],
    ['email', email],
    ['phone', '+49 170 1234567'],
    ['website', ''],
    ['adult', 'true'],
    ['consent', 'true'],
  ];
}

const post = (username: string, parts: Part[]) => {
  const { body, type } = browserForm(parts);
  return request(pages).post(`/book/${username}`).set('Content-Type', type).send(body);
};

/** A PNG of noise that compresses to nothing: about `bytes` on the wire. */
async function bigPhoto(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The form came back with every field the client filled (files excepted, said in words). */
function expectEverythingBack(page: string, email: string) {
  expect(page).toContain('>A small swallow over a wave</textarea>');
  expect(page).toMatch(/name="placement"[^>]* value="Left ankle"/);
  expect(page).toMatch(/name="sizeCm"[^>]* value="6.5"/);
  expect(page).toMatch(/name="colour" value="colour" checked/);
  expect(page).toMatch(/name="days.sat" value="on" checked/);
  expect(page).toMatch(/name="days.tue" value="on" checked/);
  expect(page).not.toMatch(/name="days.mon" value="on" checked/);
  expect(page).toMatch(/name="name"[^>]* value="Sam Client"/);
  expect(page).toMatch(new RegExp(`name="email"[^>]* value="${email}"`));
  expect(page).toMatch(/name="phone"[^>]* value="\+49 170 1234567"/);
  expect(page).toMatch(/name="adult" value="true" required checked/);
  expect(page).toMatch(/name="consent" value="true" required checked/);
  expect(page).toContain('The photos you chose were not kept: attach them again');
}

describe('the page’s own form, without script', () => {
  let artist: Artist;
  let username: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    username = await openBooking(artist, db);
  });

  const stored = async (email: string) =>
    (await db.collection(`users/${artist.uid}/bookingRequests`).where('email', '==', email).get())
      .docs;

  it('takes a request whose photo field was left empty (an empty part is no photo)', async () => {
    const email = uniqueEmail('nophoto');
    const res = await post(username, filledForm(email, [{ name: '', data: Buffer.alloc(0) }]));
    expect(res.status, res.text.slice(0, 300)).toBe(303);
    expect(res.headers.location).toBe(`/book/${username}/sent`);
    const [request] = await stored(email);
    expect(request?.data()).toMatchObject({ placement: 'Left ankle', sizeCm: 6.5 });
    expect(request?.get('imagePaths') ?? []).toEqual([]);
  });

  it('refuses a chosen file of no bytes in words and gives back everything typed', async () => {
    const email = uniqueEmail('emptyfile');
    const photos = [
      { name: 'good.png', data: await lineArtPng(32) },
      { name: 'sketch.png', data: Buffer.alloc(0) },
    ];
    const res = await post(username, filledForm(email, photos));
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain(esc(ERRORS.BOOKING_IMAGE_EMPTY.message));
    expectEverythingBack(res.text, email);
    expect(await stored(email)).toEqual([]);
  });

  it('says in the hint, and answers in words, how many bytes of photos it takes in all', async () => {
    const page = (await request(pages).get(`/book/${username}`)).text;
    const mb = MAX_REFERENCE_BYTES_IN_ALL / 1024 / 1024;
    expect(page).toContain(`JPEG, PNG or WebP, ${mb} MB in all.`);

    // Each photo under the one-file limit, together past it (5 × 10 MB would pass Cloud Run's
    // 32 MB and get Google's page instead of ours).
    const email = uniqueEmail('toolarge');
    const photo = await bigPhoto(MAX_REFERENCE_BYTES_IN_ALL / 3 + 200_000);
    const photos = [1, 2, 3].map((i) => ({ name: `ref-${i}.png`, data: photo }));
    const res = await post(username, filledForm(email, photos));
    expect(res.status).toBe(413);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain(esc(ERRORS.BOOKING_IMAGES_TOO_LARGE.message));
    expectEverythingBack(res.text, email);
    expect(await stored(email)).toEqual([]);
  });

  it('gives back everything typed when a field is refused after photos were chosen', async () => {
    const email = uniqueEmail('noidea');
    const parts = filledForm(email, [{ name: 'ref.png', data: await lineArtPng(32) }]);
    const refused = await post(
      username,
      parts.map((part): Part => (part[0] === 'idea' ? ['idea', ''] : part)),
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/<p class="err" id="err-idea">[^<]+<\/p>/);
    expect(refused.text).toContain('The photos you chose were not kept: attach them again');
    expect(refused.text).toMatch(/name="placement"[^>]* value="Left ankle"/);
  });
});
