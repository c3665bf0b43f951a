import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { finishEditJob } from '../../test/support/edit-jobs';
import {
  creditsOf,
  jpeg,
  lineArtPng,
  noisyPng,
  setCredits,
  storedObjects,
} from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const t = buildTestApp();
const { app, db } = t;

async function upload(artist: Artist, data: Buffer): Promise<{ imageUrl: string; s3Key: string }> {
  const res = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', data, { filename: 'a.png', contentType: 'image/png' });
  expect(res.status).toBe(200);
  return res.body as { imageUrl: string; s3Key: string };
}

async function fetched(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

const seedPresets = async () => {
  const file = new URL('../../../emulator-data/stencil-presets.json', import.meta.url);
  const presets = JSON.parse(readFileSync(file, 'utf8')) as { id: string }[];
  await Promise.all(presets.map((p) => db.collection('stencilPresets').doc(p.id).set(p)));
};

describe('stencils', () => {
  let artist: Artist;
  beforeAll(async () => {
    await seedPresets();
    artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 3);
  });

  it('lists the server presets with name, description, recommendedFor and settings', async () => {
    const res = await artist.call('get', '/api/stencil/presets');
    expect(res.status).toBe(200);
    const bold = (res.body.presets as { id: string }[]).find((p) => p.id === 'bold');
    expect(bold).toMatchObject({
      name: 'Bold Lines',
      recommendedFor: expect.any(String),
      settings: { invertColors: false, lineThickness: 2.5 },
    });
  });

  it('makes a stencil from an upload for 1 credit (settings from the form)', async () => {
    const res = await request(app)
      .post('/api/stencil/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('lineThickness', '2.5')
      .field('invertColors', 'false')
      .attach('image', await lineArtPng(), { filename: 'design.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe('threshold');
    expect((await fetched(res.body.stencilUrl)).format).toBe('png');
    expect(await creditsOf(db, artist.uid)).toBe(2);
  });

  it.each([
    ['lineThickness', 3.5],
    ['threshold', 40],
    ['blurSigma', 0.2],
    ['contrastFactor', 3],
    ['brightnessDelta', -60],
    ['edgeLowThreshold', 160],
    ['edgeHighThreshold', 260],
    ['noiseThreshold', -1],
  ])('refuses %s = %s (outside the spec range) without charging', async (name, value) => {
    const { imageUrl } = await upload(artist, await lineArtPng(64));
    const res = await artist.call('post', '/api/stencil/generate', { imageUrl, [name]: value });
    expect(res.status).toBe(400);
    expect(res.body.fields[name]).toContain('must be between');
    expect(await creditsOf(db, artist.uid)).toBe(2);
  });

  it('answers 402 without credits and charges nothing', async () => {
    const poor = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, poor.uid, 0);
    const { imageUrl } = await upload(poor, await lineArtPng(64));
    const res = await poor.call('post', '/api/stencil/generate', { imageUrl });
    expect(res.status).toBe(402);
  });
});

describe('photo tools', () => {
  let artist: Artist;
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 40);
  });

  it('removes the background of line art for 1 credit: paper becomes transparent', async () => {
    const { imageUrl } = await upload(artist, await lineArtPng());
    const res = await artist.call('post', '/api/ai/remove-background', { imageUrl });
    expect(res.status).toBe(200);
    const png = Buffer.from(await (await fetch(res.body.imageUrl)).arrayBuffer());
    const { data, info } = await sharp(png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0); // the top-left corner is paper
    expect(await creditsOf(db, artist.uid)).toBe(39);
  });

  it('upscales to 4096 px for 6 credits; an image already at 4096 is refused for free', async () => {
    const { imageUrl } = await upload(artist, await lineArtPng(1024));
    const res = await artist.call('post', '/api/ai/upscale', { imageUrl });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 4096, height: 4096 });
    expect(await creditsOf(db, artist.uid)).toBe(33);
    const again = await artist.call('post', '/api/ai/upscale', { imageUrl: res.body.upscaledUrl });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('UPSCALE_LIMIT');
    expect(await creditsOf(db, artist.uid)).toBe(33);
  });

  it('presigned-download gives a short-lived attachment link named with a timestamp', async () => {
    const { s3Key } = await upload(artist, await lineArtPng(64));
    const res = await artist.call('get', `/api/presigned-download/${s3Key}`);
    expect(res.status).toBe(200);
    expect(res.body.fileName).toMatch(/^inkforge-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d-\d{3}\.png$/);
    expect(res.body.signedUrl).toContain('X-Goog-Expires=300');
    expect(res.body.signedUrl).toContain('attachment');
    expect((await fetch(res.body.signedUrl)).status).toBe(200);
  });

  it('modify-image needs a prompt (free refusal), then runs as a job for 10 credits', async () => {
    const design = await lineArtPng(256);
    const blank = await request(app)
      .post('/api/modify-image')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('prompt', '   ')
      .attach('image', design, { filename: 'd.png', contentType: 'image/png' });
    expect(blank.status).toBe(400);
    expect(await creditsOf(db, artist.uid)).toBe(33);
    const res = await request(app)
      .post('/api/modify-image')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('prompt', 'mirror it and make it dotwork')
      .attach('image', design, { filename: 'd.png', contentType: 'image/png' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ jobId: expect.any(String), status: 'queued' });
    // Charged with the job, once, keyed by its id.
    expect(await creditsOf(db, artist.uid)).toBe(23);
    const { jobId } = res.body as { jobId: string };
    const spend = await db.doc(`users/${artist.uid}/ledger/${jobId}`).get();
    expect(spend.get('amount')).toBe(-10);
    expect(await storedObjects(`users/${artist.uid}/uploads/${jobId}-`)).toHaveLength(1);

    const { job } = await finishEditJob(t, artist, res);
    expect(job).toMatchObject({ jobId, kind: 'modify', status: 'completed', cost: 10 });
    expect(job.resultUrl).toBe(job.result?.imageUrl);
    expect(job.result?.s3Key).toBe(`users/${artist.uid}/tools/modified-${jobId}.png`);
    expect((await fetched(job.result?.imageUrl ?? '')).format).toBe('png');
    expect(await creditsOf(db, artist.uid)).toBe(23);
    // The job's copy of its input is gone; the edit is no design of the generation history.
    expect(await storedObjects(`users/${artist.uid}/uploads/${jobId}-`)).toEqual([]);
    const history = await artist.call('get', '/api/ai/jobs');
    expect(history.body.jobs).toEqual([]);
  });

  it("a photo's background goes to the AI provider as a job, for 1 credit", async () => {
    const before = await creditsOf(db, artist.uid);
    const { imageUrl } = await upload(artist, await noisyPng(128));
    const res = await artist.call('post', '/api/ai/remove-background', { imageUrl });
    expect(res.status).toBe(202);
    expect(await creditsOf(db, artist.uid)).toBe(before - 1);
    const { job } = await finishEditJob(t, artist, res);
    expect(job).toMatchObject({ kind: 'remove_background', status: 'completed', cost: 1 });
    expect(job.result?.s3Key).toMatch(/\/tools\/nobg-.+\.png$/);
    expect((await fetched(job.result?.imageUrl ?? '')).format).toBe('png');
    expect(await creditsOf(db, artist.uid)).toBe(before - 1);
  });
});

/** Share of pixels that changed visibly, and the ink (dark) pixel count of each image. */
async function compare(before: Buffer, after: Buffer) {
  const raw = (png: Buffer) =>
    sharp(png).resize(512, 512).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer();
  const [a, b] = await Promise.all([raw(before), raw(after)]);
  let changed = 0;
  let inkBefore = 0;
  let inkAfter = 0;
  for (let i = 0; i < a.length; i++) {
    if (Math.abs(a[i]! - b[i]!) > 24) changed++;
    if (a[i]! < 128) inkBefore++;
    if (b[i]! < 128) inkAfter++;
  }
  return { changedShare: changed / a.length, inkBefore, inkAfter };
}

describe('offline Modify: edits it can do are charged, edits it cannot are refused for free', () => {
  let artist: Artist;
  const modify = (prompt: string, design: Buffer) =>
    request(app)
      .post('/api/modify-image')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('prompt', prompt)
      .attach('image', design, { filename: 'design.png', contentType: 'image/png' });
  const ledgerSize = async () =>
    (await db.collection('users').doc(artist.uid).collection('ledger').get()).size;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 30);
  });

  it('"make the lines bolder" thickens the lines and charges exactly 10', async () => {
    const design = await lineArtPng(512);
    const { job } = await finishEditJob(t, artist, await modify('make the lines bolder', design));
    expect(job.status).toBe('completed');
    const edited = Buffer.from(await (await fetch(job.result?.imageUrl ?? '')).arrayBuffer());
    const { changedShare, inkBefore, inkAfter } = await compare(design, edited);
    expect(changedShare).toBeGreaterThan(0.05);
    expect(inkAfter).toBeGreaterThan(inkBefore * 1.8);
    expect(await creditsOf(db, artist.uid)).toBe(20);
  });

  it('"add a dragon" is refused with what the offline engine can do, and costs nothing', async () => {
    const entries = await ledgerSize();
    const res = await modify('add a dragon', await lineArtPng(512));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('OFFLINE_EDIT_UNSUPPORTED');
    expect(res.body.message).toContain('“add a dragon”');
    expect(res.body.message).toContain('bolder or thinner');
    expect(await creditsOf(db, artist.uid)).toBe(20);
    expect(await ledgerSize()).toBe(entries);
  });

  it('an edit that would change nothing (mirroring a symmetric design) costs nothing', async () => {
    const ring = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#fff"/><circle cx="256" cy="256" r="150" fill="none" stroke="#000" stroke-width="8"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const res = await modify('mirror it', ring);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('OFFLINE_EDIT_UNSUPPORTED');
    expect(await creditsOf(db, artist.uid)).toBe(20);
  });
});

describe('AI body preview: consent for that very photo', () => {
  it('refuses without consent or with consent for another photo; charges 10 with it', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 25);
    const tattoo = await upload(artist, await lineArtPng(256));
    const body = await jpeg(300);
    const other = await jpeg(200);
    const apply = (hasConsent: string) =>
      request(app)
        .post('/api/ai/body-preview')
        .set('Authorization', `Bearer ${artist.idToken}`)
        .field('tattooUrl', tattoo.imageUrl)
        .field('prompt', '')
        .field('hasConsent', hasConsent)
        .attach('clientImage', body, { filename: 'arm.jpg', contentType: 'image/jpeg' });
    const consentFor = (image: Buffer) =>
      artist.call('post', '/api/user-consent', {
        consentType: 'body_preview_responsibility',
        consentText: 'I have the client’s permission to use this photo.',
        imageSha256: createHash('sha256').update(image).digest('hex'),
      });

    expect((await apply('true')).status).toBe(403);
    expect((await consentFor(other)).status).toBeLessThan(300);
    expect((await apply('true')).status).toBe(403);
    expect((await consentFor(body)).status).toBeLessThan(300);
    expect((await apply('false')).status).toBe(403);
    expect(await creditsOf(db, artist.uid)).toBe(25);

    const res = await apply('true');
    expect(res.status).toBe(202);
    expect(await creditsOf(db, artist.uid)).toBe(15);
    const { job } = await finishEditJob(t, artist, res);
    expect(job).toMatchObject({ kind: 'body_preview', status: 'completed', cost: 10 });
    expect((await fetched(job.result?.imageUrl ?? '')).format).toBe('png');
    expect(await creditsOf(db, artist.uid)).toBe(15);
    // The job's copies of the photo and the tattoo are gone; the artist's tattoo is not.
    expect(await storedObjects(`users/${artist.uid}/uploads/${job.jobId}-`)).toEqual([]);
    expect(await storedObjects(tattoo.s3Key)).toEqual([tattoo.s3Key]);
  });

  it('offline, a photo with no skin in it is refused with NO_SKIN_FOUND and costs nothing', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    await setCredits(db, artist.uid, 10);
    const tattoo = await upload(artist, await lineArtPng(256));
    const wall = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#3060c0' },
    })
      .jpeg()
      .toBuffer();
    await artist.call('post', '/api/user-consent', {
      consentType: 'body_preview_responsibility',
      consentText: 'I have the client’s permission to use this photo.',
      imageSha256: createHash('sha256').update(wall).digest('hex'),
    });
    const res = await request(app)
      .post('/api/ai/body-preview')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('tattooUrl', tattoo.imageUrl)
      .field('prompt', '')
      .field('hasConsent', 'true')
      .attach('clientImage', wall, { filename: 'wall.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'NO_SKIN_FOUND', message: expect.any(String) });
    expect(await creditsOf(db, artist.uid)).toBe(10);
  });
});
