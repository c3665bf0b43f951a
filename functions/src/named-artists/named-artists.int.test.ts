import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERRORS } from '@inkforge/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from '../adapters/openai/models';
import { createOpenAiChat } from '../adapters/openai/openai-chat';
import { createLedgerRepository } from '../credits/ledger.repository';
import { createArtist, type Artist } from '../../test/support/artist';
import { creditsOf, jpeg, lineArtPng, setCredits } from '../../test/support/images';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

const offline = buildTestApp();

async function artistWith(t: TestApp, credits: number): Promise<Artist> {
  const artist = await createArtist(t.app, t.db, { plan: 'pro' });
  await setCredits(t.db, artist.uid, credits);
  return artist;
}

const bearer = (artist: Artist) => `Bearer ${artist.idToken}`;

const generate = (artist: Artist, body: object) =>
  artist.call('post', '/api/ai/generate', { colorScheme: 'blackwork', ...body });

const fromFile = (
  t: TestApp,
  artist: Artist,
  type: 'sketch' | 'photo',
  prompt: string,
  file: Buffer,
) =>
  request(t.app)
    .post('/api/ai/generate-from-file')
    .set('Authorization', bearer(artist))
    .field('type', type)
    .field('prompt', prompt)
    .field('colorScheme', 'blackwork')
    .attach('file', file, { filename: 'f.png', contentType: 'image/png' });

const modify = (t: TestApp, artist: Artist, prompt: string, design: Buffer) =>
  request(t.app)
    .post('/api/modify-image')
    .set('Authorization', bearer(artist))
    .field('prompt', prompt)
    .attach('image', design, { filename: 'd.png', contentType: 'image/png' });

async function bodyPreview(t: TestApp, artist: Artist, prompt: string) {
  const photo = await jpeg(200);
  await artist.call('post', '/api/user-consent', {
    consentType: 'body_preview_responsibility',
    consentText: 'I have the client’s permission to use this photo.',
    imageSha256: createHash('sha256').update(photo).digest('hex'),
  });
  const tattoo = await request(t.app)
    .post('/api/photo-editor/upload')
    .set('Authorization', bearer(artist))
    .attach('image', await lineArtPng(128), { filename: 't.png', contentType: 'image/png' });
  return request(t.app)
    .post('/api/ai/body-preview')
    .set('Authorization', bearer(artist))
    .field('tattooUrl', tattoo.body.imageUrl)
    .field('prompt', prompt)
    .field('hasConsent', 'true')
    .attach('clientImage', photo, { filename: 'arm.jpg', contentType: 'image/jpeg' });
}

function expectRefused(res: request.Response, what: string) {
  expect({ what, status: res.status, body: res.body }).toEqual({
    what,
    status: 400,
    body: { error: 'PROMPT_NAMES_ARTIST', message: ERRORS.PROMPT_NAMES_ARTIST.message },
  });
}

describe('prompts naming a living artist are refused before any charge (issue 46)', () => {
  it('five living-artist prompts across generation types and tools: 400, nothing spent', async () => {
    const t = offline;
    const artist = await artistWith(t, 100);
    await artist.call('post', '/api/user-consent', {
      consentType: 'photo_generation_responsibility',
      consentText: 'I have permission to use this photo.',
    });
    const answers: [string, request.Response][] = [
      [
        'prompt',
        await generate(artist, {
          generationType: 'prompt',
          prompt: 'a rose in the style of Kat Von D',
        }),
      ],
      [
        'flash',
        await generate(artist, {
          generationType: 'flash_tattoo',
          prompt: "a swallow, Ed Hardy's flash",
        }),
      ],
      [
        'surprise (style field)',
        await generate(artist, { generationType: 'surprise', style: 'like Dr. Woo' }),
      ],
      [
        'sketch',
        await fromFile(t, artist, 'sketch', 'finish it like HORIYOSHI III', await lineArtPng(256)),
      ],
      [
        'photo',
        await fromFile(t, artist, 'photo', 'a portrait by Nikko Hurtado', await lineArtPng(256)),
      ],
      ['modify', await modify(t, artist, "redo it in Banksy's style", await lineArtPng(256))],
      ['body preview', await bodyPreview(t, artist, 'shade it like Greg Rutkowski')],
    ];
    for (const [what, res] of answers) expectRefused(res, what);
    expect(await creditsOf(t.db, artist.uid)).toBe(100);
    expect(await createLedgerRepository(t.db).listEntries(artist.uid)).toEqual([]);
  });

  it('three public-domain prompts pass and are charged as usual', async () => {
    const t = offline;
    const artist = await artistWith(t, 100);
    const wave = await generate(artist, {
      generationType: 'prompt',
      prompt: 'a koi and a wave after Hokusai, ukiyo-e',
    });
    const flash = await generate(artist, {
      generationType: 'flash_tattoo',
      prompt: 'a rose, art nouveau, like Alphonse Mucha',
    });
    const edit = await bodyPreview(t, artist, 'shade it like a Dürer engraving');
    expect([wave, flash, edit].map((res) => [res.status, res.body.error])).toEqual([
      [202, undefined],
      [200, undefined],
      [202, undefined],
    ]);
    expect(await creditsOf(t.db, artist.uid)).toBeLessThan(100);
  });
});

/** A stand-in for OpenAI's chat completions: answers the judge and records what it was asked. */
const asked: { messages: { role: string; content: string }[] }[] = [];
let verdict = '{"artist": null}';
const chatServer = createServer(async (req: IncomingMessage, res) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  asked.push(JSON.parse(raw || '{}') as (typeof asked)[number]);
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify({
      id: 'chatcmpl-judge',
      object: 'chat.completion',
      created: 0,
      model: DEFAULT_MODELS.chat,
      choices: [
        { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: verdict } },
      ],
    }),
  );
});
let withModel: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => chatServer.listen(0, '127.0.0.1', resolve));
  const { port } = chatServer.address() as AddressInfo;
  withModel = buildTestApp({
    chatModel: createOpenAiChat({
      apiKey: 'sk-test',
      baseUrl: `http://127.0.0.1:${port}/v1`,
      models: DEFAULT_MODELS,
    }),
  });
});
afterAll(() => new Promise<void>((resolve) => chatServer.close(() => resolve())));

describe('with an OpenAI key the chat model judges', () => {
  it('an artist the list does not know is refused on the model’s word, before any charge', async () => {
    const artist = await artistWith(withModel, 10);
    asked.length = 0;
    verdict = '{"artist": "Maren Vexholt"}';
    const res = await generate(artist, {
      generationType: 'prompt',
      prompt: 'a moth in the style of Maren Vexholt',
    });
    expectRefused(res, 'model');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.messages.at(-1)?.content).toContain('a moth in the style of Maren Vexholt');
    expect(await creditsOf(withModel.db, artist.uid)).toBe(10);
  });

  it('a public-domain name passes even when the model names it', async () => {
    const artist = await artistWith(withModel, 10);
    verdict = '{"artist": "Katsushika Hokusai"}';
    const res = await generate(artist, {
      generationType: 'prompt',
      prompt: 'a wave after Hokusai',
    });
    expect(res.status).toBe(202);
  });
});
