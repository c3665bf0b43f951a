import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from '../adapters/openai/models';
import { createOpenAiProvider } from '../adapters/openai/openai-provider';
import { hasC2pa } from '../ai-provenance';
import { API_AI_BUDGETS } from '../config';
import { createArtist, type Artist } from '../../test/support/artist';
import { lineArtPng, setCredits } from '../../test/support/images';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/support/openai-stand-in';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { finishEditJob } from '../../test/support/edit-jobs';

/** Issue 46, Deliver 5: what AI touched is marked on its gallery record; an upload never is. */
let standIn: OpenAiStandIn;
let live: TestApp;
const offline = buildTestApp();
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  live = buildTestApp({
    ai: createOpenAiProvider({
      apiKey: 'sk-test',
      baseUrl: standIn.baseUrl,
      models: DEFAULT_MODELS,
      ...API_AI_BUDGETS,
    }),
  });
});
afterAll(() => standIn.close());

async function artistWith(t: TestApp, credits: number): Promise<Artist> {
  const artist = await createArtist(t.app, t.db, { plan: 'pro' });
  await setCredits(t.db, artist.uid, credits);
  return artist;
}

/** A flash design, drawn at once: its signed URL. */
async function flashDesign(artist: Artist): Promise<string> {
  const res = await artist.call('post', '/api/ai/generate', {
    generationType: 'flash_tattoo',
    prompt: 'a rose',
    colorScheme: 'blackwork',
  });
  expect(res.status).toBe(200);
  return res.body.imageUrl as string;
}

const save = (artist: Artist, imageUrl: string) =>
  artist.call('post', '/api/ai/save-to-gallery', {
    imageUrl,
    type: 'tattoo',
    generationType: 'flash_tattoo',
    prompt: 'a rose',
  });

async function storedItem(t: TestApp, uid: string, id: string) {
  return (await t.db.doc(`users/${uid}/gallery/${id}`).get()).data() ?? {};
}

const bytesAt = (t: TestApp, path: string) => t.deps.objects.read(path);

describe('AI disclosure on gallery records (issue 46)', () => {
  it('a design saved from a generation is aiAssisted with its tool; its image is the original', async () => {
    const t = offline;
    const artist = await artistWith(t, 10);
    const saved = await save(artist, await flashDesign(artist));
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ aiAssisted: true, aiTools: ['flash_tattoo'] });
    const stored = await storedItem(t, artist.uid, saved.body.id);
    expect(stored.provenance).toEqual({
      model: null,
      c2pa: false,
      originalPath: stored.imagePath,
    });
    const listed = await artist.call('get', '/api/gallery');
    expect(listed.body.items[0]).toMatchObject({ aiAssisted: true, aiTools: ['flash_tattoo'] });
  });

  it('an upload is never marked, not even after a tool ran on it', async () => {
    const t = offline;
    const artist = await artistWith(t, 20);
    const uploaded = await request(t.app)
      .post('/api/upload-image')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('type', 'tattoo')
      .attach('image', await lineArtPng(128), { filename: 'mine.png', contentType: 'image/png' });
    expect(uploaded.status).toBe(200);
    const upscaled = await artist.call('post', '/api/ai/upscale', {
      imageUrl: uploaded.body.imageUrl,
    });
    expect(upscaled.status).toBe(200);
    const saved = await save(artist, upscaled.body.imageUrl);
    const items = (await artist.call('get', '/api/gallery')).body.items as {
      id: string;
      aiAssisted: boolean;
      aiTools: string[];
    }[];
    expect(items.map((item) => [item.id, item.aiAssisted, item.aiTools])).toEqual([
      [saved.body.id, false, []],
      [uploaded.body.id, false, []],
    ]);
    expect((await storedItem(t, artist.uid, saved.body.id)).provenance).toEqual({
      model: null,
      c2pa: false,
      originalPath: null,
    });
  });

  it('an edit or a tool run on an AI design from the gallery records what AI did before', async () => {
    const t = offline;
    const artist = await artistWith(t, 40);
    const kept = await save(artist, await flashDesign(artist));
    // Modify Design with "Select from Gallery": the gallery item's own image.
    const started = await request(t.app)
      .post('/api/modify-image')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .field('prompt', 'make the lines bolder')
      .field('imageUrl', kept.body.imageUrl as string);
    const { job } = await finishEditJob(t, artist, started);
    expect(job.status).toBe('completed');
    const modified = await save(artist, job.result?.imageUrl ?? '');
    expect(modified.body).toMatchObject({ aiAssisted: true, aiTools: ['flash_tattoo', 'modify'] });
    const upscaled = await artist.call('post', '/api/ai/upscale', { imageUrl: kept.body.imageUrl });
    const saved = await save(artist, upscaled.body.imageUrl as string);
    expect(saved.body).toMatchObject({ aiAssisted: true, aiTools: ['flash_tattoo', 'upscale'] });
    // Deleting an item forgets its image's record with it.
    const recordsBefore = (await t.db.collection(`users/${artist.uid}/aiProvenance`).get()).size;
    expect((await artist.call('delete', `/api/gallery/${kept.body.id}`)).status).toBe(200);
    const recordsAfter = (await t.db.collection(`users/${artist.uid}/aiProvenance`).get()).size;
    expect(recordsAfter).toBe(recordsBefore - 1);
  });

  it('keeps the model’s signed bytes as the original, never the re-encoded upscale', async () => {
    const t = live;
    const artist = await artistWith(t, 20);
    const design = await flashDesign(artist);
    const upscaled = await artist.call('post', '/api/ai/upscale', { imageUrl: design });
    expect(upscaled.status).toBe(200);
    const saved = await save(artist, upscaled.body.imageUrl);
    expect(saved.body).toMatchObject({ aiAssisted: true, aiTools: ['flash_tattoo', 'upscale'] });
    const stored = await storedItem(t, artist.uid, saved.body.id);
    expect(stored.provenance).toMatchObject({ model: DEFAULT_MODELS.fastImage, c2pa: true });
    const originalPath = stored.provenance.originalPath as string;
    expect(originalPath).not.toBe(stored.imagePath);
    expect(hasC2pa(await bytesAt(t, originalPath))).toBe(true);
    expect(hasC2pa(await bytesAt(t, stored.imagePath as string))).toBe(false);
    // Deleting the item deletes the original it kept.
    expect((await artist.call('delete', `/api/gallery/${saved.body.id}`)).status).toBe(200);
    expect(await t.deps.objects.exists(originalPath)).toBe(false);
  });
});
