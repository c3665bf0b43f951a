import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from '../adapters/openai/models';
import { createOpenAiProvider } from '../adapters/openai/openai-provider';
import { WORKER_AI_BUDGETS } from '../config';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createArtist, type Artist } from '../../test/support/artist';
import { finishEditJob } from '../../test/support/edit-jobs';
import { creditsOf, jpeg, lineArtPng, noisyPng, setCredits } from '../../test/support/images';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/support/openai-stand-in';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

/** The AI edits through the real `openai` SDK against a stand-in that refuses what OpenAI does. */
let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(() => standIn.close());

const appWith = (models = DEFAULT_MODELS): TestApp =>
  buildTestApp({
    ai: createOpenAiProvider({
      apiKey: 'sk-test',
      baseUrl: standIn.baseUrl,
      models,
      ...WORKER_AI_BUDGETS,
    }),
  });

async function artistWith(t: TestApp, credits: number): Promise<Artist> {
  const artist = await createArtist(t.app, t.db, { plan: 'pro' });
  await setCredits(t.db, artist.uid, credits);
  return artist;
}

const upload = (t: TestApp, artist: Artist, image: Buffer) =>
  request(t.app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', image, { filename: 'i.png', contentType: 'image/png' });

const modify = (t: TestApp, artist: Artist, design: Buffer) =>
  request(t.app)
    .post('/api/modify-image')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .field('prompt', 'add roses around it')
    .attach('image', design, { filename: 'd.png', contentType: 'image/png' });

describe('AI edits on the models OpenAI serves', () => {
  it('a modify runs as a job on the edit model and is shown', async () => {
    const t = appWith();
    const artist = await artistWith(t, 10);
    const { job } = await finishEditJob(t, artist, await modify(t, artist, await lineArtPng(256)));
    expect(job).toMatchObject({ status: 'completed', kind: 'modify' });
    expect((await fetch(job.result?.imageUrl ?? '')).status).toBe(200);
    const edit = standIn.seen.find((s) => s.path === '/v1/images/edits');
    expect(edit?.fields.model).toBe(DEFAULT_MODELS.editImage);
    expect(await creditsOf(t.db, artist.uid)).toBe(0);
  });

  it('a retired edit model answers 503 AI_MODEL_UNAVAILABLE on every edit, charging nothing', async () => {
    const t = appWith({ ...DEFAULT_MODELS, editImage: 'gpt-image-1' });
    const artist = await artistWith(t, 30);
    standIn.seen.length = 0;
    const photo = await jpeg(200);
    await artist.call('post', '/api/user-consent', {
      consentType: 'body_preview_responsibility',
      consentText: 'I have the client’s permission to use this photo.',
      imageSha256: createHash('sha256').update(photo).digest('hex'),
    });
    const tattoo = await upload(t, artist, await lineArtPng(128));
    const picture = await upload(t, artist, await noisyPng(128));
    const answers = [
      await modify(t, artist, await lineArtPng(128)),
      await artist.call('post', '/api/ai/remove-background', { imageUrl: picture.body.imageUrl }),
      await request(t.app)
        .post('/api/ai/body-preview')
        .set('Authorization', `Bearer ${artist.idToken}`)
        .field('tattooUrl', tattoo.body.imageUrl)
        .field('prompt', '')
        .field('hasConsent', 'true')
        .attach('clientImage', photo, { filename: 'arm.jpg', contentType: 'image/jpeg' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('AI_MODEL_UNAVAILABLE');
    }
    expect(await creditsOf(t.db, artist.uid)).toBe(30);
    expect(await createLedgerRepository(t.db).listEntries(artist.uid)).toEqual([]);
    expect(standIn.seen.some((s) => s.path.startsWith('/v1/images'))).toBe(false);
  });
});
