import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/support/openai-stand-in';
import { API_AI_BUDGETS } from '../../config';
import type { DesignRequest, ForCaller } from '../ai-provider';
import { ModelUnavailableError } from '../ai-model-unavailable';
import { ProviderError } from '../ai-provider';
import { loadOpenAi } from '../load-sdk';
import { DEFAULT_MODELS, type ModelChoice } from './models';
import { createOpenAiChat } from './openai-chat';
import { createOpenAiProvider } from './openai-provider';

let standIn: OpenAiStandIn;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.seen.length = 0;
});

const provider = (models: ModelChoice = DEFAULT_MODELS) =>
  createOpenAiProvider({ apiKey: 'sk-test', baseUrl: standIn.baseUrl, models, ...API_AI_BUDGETS });
const ARTIST = 'artist-uid-1';
/** What OpenAI may see of the artist: a SHA-256 of the uid, never the uid. */
const ARTIST_HASH = createHash('sha256').update(ARTIST).digest('hex');
const request = (patch: Partial<DesignRequest>): DesignRequest & ForCaller => ({
  generationType: 'prompt',
  prompt: 'a rose',
  style: 'traditional',
  colorScheme: 'blackwork',
  size: '1024x1024',
  seed: 'job-1',
  caller: ARTIST,
  ...patch,
});
const lastImageCall = () => standIn.seen.filter((s) => s.path.startsWith('/v1/images')).at(-1);

describe('OpenAI provider through the real SDK, against a stand-in that refuses what OpenAI does', () => {
  it.each([
    ['prompt', 'gpt-image-2.5-sunburst', 'medium', '1792x1792'],
    ['high_quality', 'gpt-image-2.5-sunburst', 'high', '1792x1792'],
    ['ultra_realism', 'gpt-image-2.5-sunburst', 'high', '1792x1792'],
    ['simple_tattoo', 'gpt-image-2.5-flare', 'low', '1024x1024'],
    ['surprise', 'gpt-image-2.5-flare', 'low', '1024x1024'],
    ['flash_tattoo', 'gpt-image-2.5-flare', 'medium', '1024x1024'],
  ] as const)(
    'generates %s with %s at %s quality, %s',
    async (generationType, model, quality, size) => {
      const image = await provider().generate(request({ generationType }));
      const { width, height } = await sharp(image.data).metadata();
      expect(`${width}x${height}`).toBe(size);
      const call = lastImageCall();
      expect(call?.path).toBe('/v1/images/generations');
      expect(call?.fields).toMatchObject({ model, quality, size, n: '1', output_format: 'png' });
    },
  );

  it('draws designs meant for print at 15 cm and 300 dpi or more, in every shape', async () => {
    for (const size of ['1024x1024', '1536x1024', '1024x1536'] as const) {
      const image = await provider().generate(request({ generationType: 'high_quality', size }));
      const { width = 0, height = 0 } = await sharp(image.data).metadata();
      expect(Math.max(width, height)).toBeGreaterThanOrEqual(1776);
      expect(Math.sign(width - height)).toBe(
        Math.sign(Number(size.split('x')[0]) - Number(size.split('x')[1])),
      );
    }
  });

  it('streams a design: each partial image as it forms, then the final one', async () => {
    const partials: number[] = [];
    const image = await provider().generate(request({ generationType: 'prompt' }), (partial) => {
      partials.push(partial.index);
    });
    expect(partials).toEqual([0, 1]);
    const { width } = await sharp(image.data).metadata();
    expect(width).toBe(1792);
    expect(lastImageCall()?.fields).toMatchObject({ stream: 'true', partial_images: '2' });
  });

  it('a sink that fails does not cost the design', async () => {
    const image = await provider().generate(
      request({
        generationType: 'sketch',
        source: { data: Buffer.from('S'), contentType: 'image/png' },
      }),
      () => {
        throw new Error('storage is down');
      },
    );
    expect(image.data.length).toBeGreaterThan(0);
    expect(lastImageCall()?.path).toBe('/v1/images/edits');
  });

  it('puts the prompt, style, colour scheme and ultra-realism choices into the prompt', async () => {
    await provider().generate(
      request({
        generationType: 'ultra_realism',
        colorScheme: 'color',
        ultraRealismStyle: 'anime',
        ultraRealismColorEffect: 'pastel',
        size: '1536x1024',
      }),
    );
    const { prompt, size } = lastImageCall()?.fields ?? {};
    expect(size).toBe('2304x1536');
    for (const part of ['a rose', 'traditional style', 'full color', 'anime', 'pastel']) {
      expect(prompt).toContain(part);
    }
  });

  it('sends sketch and photo as multipart edits, without input_fidelity on a 2.x model', async () => {
    await provider().generate(
      request({
        generationType: 'photo',
        size: '1024x1536',
        source: { data: Buffer.from('PHOTO-BYTES'), contentType: 'image/jpeg' },
      }),
    );
    const call = lastImageCall();
    expect(call?.path).toBe('/v1/images/edits');
    expect(call?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.body).toContain('PHOTO-BYTES');
    expect(call?.files).toEqual(['image/jpeg']);
    expect(call?.fields.size).toBe('1536x2304');
    expect(call?.fields).not.toHaveProperty('input_fidelity');
  });

  it('keeps input_fidelity where the model takes it (gpt-image-1.5: high for photos)', async () => {
    const models = { ...DEFAULT_MODELS, qualityImage: 'gpt-image-1.5' };
    const photo = { data: Buffer.from('PHOTO'), contentType: 'image/jpeg' };
    await provider(models).generate(request({ generationType: 'photo', source: photo }));
    // Not a 2.x model: a standard size, never one it would refuse.
    expect(lastImageCall()?.fields).toMatchObject({ input_fidelity: 'high', size: '1024x1024' });
  });

  it('edits on the edit model, the body preview with both images, the cut-out transparent', async () => {
    const image = { data: Buffer.from('BODY'), contentType: 'image/png' };
    const overlay = { data: Buffer.from('TATTOO'), contentType: 'image/png' };
    await provider().editImage({
      kind: 'body_preview',
      prompt: 'on the arm',
      image,
      overlay,
      seed: 's',
      caller: ARTIST,
    });
    expect(lastImageCall()?.files).toEqual(['image/png', 'image/png']);
    expect(lastImageCall()?.fields).toMatchObject({
      model: 'gpt-image-2.5-sunburst',
      quality: 'high',
    });
    await provider().editImage({
      kind: 'remove_background',
      prompt: '',
      image,
      seed: 's',
      caller: ARTIST,
    });
    expect(lastImageCall()?.fields.background).toBe('transparent');
  });

  it('the stand-in refuses what the model does not take, as OpenAI answers', async () => {
    const { default: OpenAI } = await loadOpenAi();
    const client = new OpenAI({ apiKey: 'sk-test', baseURL: standIn.baseUrl, maxRetries: 0 });
    const refused = (params: Record<string, unknown>) =>
      client.images
        .generate({ prompt: 'x', ...params } as never)
        .then(() => null)
        .catch((err: { status?: number; code?: string }) => [err.status, err.code]);
    expect(await refused({ model: 'gpt-image-1' })).toEqual([404, 'model_not_found']);
    expect(await refused({ model: 'gpt-image-2', input_fidelity: 'high' })).toEqual([
      400,
      'unsupported_parameter',
    ]);
    expect(await refused({ model: 'gpt-image-1-mini', size: '1792x1792' })).toEqual([
      400,
      'invalid_value',
    ]);
    expect(await refused({ model: 'gpt-image-2', quality: 'max' })).toEqual([400, 'invalid_value']);
    expect(
      await refused({ model: 'gpt-image-2.5-flare', size: '1792x1792', quality: 'max' }),
    ).toBeNull();
  });

  it('a retired model configured for a role: unavailable before any call draws, and a 404 is final', async () => {
    const retired = provider({ ...DEFAULT_MODELS, qualityImage: 'gpt-image-1' });
    expect(await retired.modelAvailable?.({ generationType: 'prompt' })).toEqual({
      ok: false,
      model: 'gpt-image-1',
      cause: 'model_not_found',
    });
    expect(await retired.modelAvailable?.({ generationType: 'surprise' })).toEqual({ ok: true });
    expect(await retired.modelAvailable?.('edit')).toEqual({ ok: true });
    expect(standIn.seen.some((s) => s.path.startsWith('/v1/images'))).toBe(false);
    const err = await retired.generate(request({})).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).retryable).toBe(false);
  });

  it('looks a configured model up once, then answers from what it learnt', async () => {
    const fresh = provider();
    await fresh.modelAvailable?.({ generationType: 'prompt' });
    await fresh.modelAvailable?.({ generationType: 'high_quality' });
    const lookups = standIn.seen.filter((s) => s.path.startsWith('/v1/models/'));
    expect(lookups.map((s) => s.path)).toEqual(['/v1/models/gpt-image-2.5-sunburst']);
  });

  it('tags every image call with a hash of the artist’s uid, never the uid', async () => {
    const ai = provider();
    const photo = { data: Buffer.from('PHOTO'), contentType: 'image/jpeg' };
    await ai.generate(request({}));
    await ai.generate(request({}), () => undefined);
    await ai.generate(request({ generationType: 'sketch', source: photo }));
    await ai.editImage({
      kind: 'modify',
      prompt: 'bolder',
      image: photo,
      seed: 's',
      caller: ARTIST,
    });
    const calls = standIn.seen.filter((s) => s.path.startsWith('/v1/images'));
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      expect(call.fields.safety_identifier).toBe(ARTIST_HASH);
      expect(call.body).not.toContain(ARTIST);
    }
  });

  it('moderates with the configured moderation model and names the flagged categories', async () => {
    standIn.replyOnce(200, {
      id: 'modr-1',
      model: 'omni-moderation-latest',
      results: [
        {
          flagged: true,
          categories: { violence: true, 'self-harm/intent': true, sexual: false },
          category_scores: {},
        },
      ],
    });
    expect(await provider().moderate('x')).toEqual({
      flagged: true,
      reason: 'Your prompt was flagged for: violence, self harm intent.',
    });
    expect(standIn.seen[0]?.path).toBe('/v1/moderations');
    expect(standIn.seen[0]?.fields).toEqual({ model: 'omni-moderation-latest', input: 'x' });
  });

  it('maps errors: 5xx and 429 retryable, 400 not, a safety block to a moderation reason', async () => {
    const failure = async (status: number, code?: string) => {
      standIn.replyOnce(status, {
        error: { message: 'nope', type: 'x', ...(code ? { code } : {}) },
      });
      const err = await provider()
        .generate(request({}))
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      return err as ProviderError;
    };
    expect((await failure(500)).retryable).toBe(true);
    expect((await failure(429)).retryable).toBe(true);
    expect((await failure(400)).retryable).toBe(false);
    const blocked = await failure(400, 'moderation_blocked');
    expect(blocked.retryable).toBe(false);
    expect(blocked.moderationReason).toBe('Your request was rejected by the safety system.');
  });
});

describe('an organisation OpenAI has not verified for a model', () => {
  let gated: OpenAiStandIn;
  beforeAll(async () => {
    gated = await startOpenAiStandIn({ unverifiedModels: ['gpt-image-2.5-sunburst'] });
  });
  afterAll(() => gated.close());

  it('its 403 marks the model unavailable with the cause, as a 404 does, not the others', async () => {
    const ai = createOpenAiProvider({
      apiKey: 'sk-test',
      baseUrl: gated.baseUrl,
      models: DEFAULT_MODELS,
      ...API_AI_BUDGETS,
    });
    // The lookup still lists the model: only a call tells.
    expect(await ai.modelAvailable?.({ generationType: 'prompt' })).toEqual({ ok: true });
    const err = await ai.generate(request({})).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).retryable).toBe(false);
    expect((err as ProviderError).message).toContain('must be verified');
    const unavailable = {
      ok: false,
      model: 'gpt-image-2.5-sunburst',
      cause: 'organization_unverified',
    };
    expect(await ai.modelAvailable?.({ generationType: 'prompt' })).toEqual(unavailable);
    expect(await ai.modelAvailable?.('edit')).toEqual(unavailable);
    expect(await ai.modelAvailable?.({ generationType: 'surprise' })).toEqual({ ok: true });
    expect(await ai.modelStatus?.()).toContainEqual({
      role: 'qualityImage',
      model: 'gpt-image-2.5-sunburst',
      available: false,
    });
  });
});

describe('Inky through the real SDK', () => {
  it('asks the configured chat model, with no sampling temperature (a reasoning model)', async () => {
    const chat = createOpenAiChat({
      apiKey: 'sk-test',
      baseUrl: standIn.baseUrl,
      models: DEFAULT_MODELS,
    });
    expect(await chat.complete([{ role: 'user', content: 'hi' }], ARTIST)).toEqual({
      text: 'Stand-in answer.',
      cutOff: 0,
    });
    const call = standIn.seen.find((s) => s.path === '/v1/chat/completions');
    expect(call?.fields.model).toBe('gpt-5.4-mini');
    expect(call?.fields).not.toHaveProperty('temperature');
  });

  it('leaves room for the reasoning and the answer: low effort, a cap of 2,000 tokens', async () => {
    const chat = createOpenAiChat({
      apiKey: 'sk-test',
      baseUrl: standIn.baseUrl,
      models: DEFAULT_MODELS,
    });
    await chat.complete([{ role: 'user', content: 'hi' }], ARTIST);
    const call = standIn.seen.find((s) => s.path === '/v1/chat/completions');
    expect(call?.fields.reasoning_effort).toBe('low');
    expect(Number(call?.fields.max_completion_tokens)).toBeGreaterThanOrEqual(2000);
  });

  it('tags each chat call with a hash of the artist’s uid, never the uid', async () => {
    const chat = createOpenAiChat({
      apiKey: 'sk-test',
      baseUrl: standIn.baseUrl,
      models: DEFAULT_MODELS,
    });
    standIn.replyOnce(200, cutCompletion());
    await chat.complete([{ role: 'user', content: 'hi' }], ARTIST);
    const calls = standIn.seen.filter((s) => s.path === '/v1/chat/completions');
    expect(calls.map((c) => c.fields.safety_identifier)).toEqual([ARTIST_HASH, ARTIST_HASH]);
    expect(calls.some((c) => c.body.includes(ARTIST))).toBe(false);
  });

  it('a reply its cap cut off with nothing said is asked once more, with more room', async () => {
    const chat = createOpenAiChat({
      apiKey: 'sk-test',
      baseUrl: standIn.baseUrl,
      models: DEFAULT_MODELS,
    });
    standIn.replyOnce(200, cutCompletion());
    expect(await chat.complete([{ role: 'user', content: 'hi' }], ARTIST)).toEqual({
      text: 'Stand-in answer.',
      cutOff: 1,
    });
    const caps = standIn.seen
      .filter((s) => s.path === '/v1/chat/completions')
      .map((s) => Number(s.fields.max_completion_tokens));
    expect(caps).toHaveLength(2);
    expect(caps[1]).toBeGreaterThan(caps[0] ?? Infinity);
  });

  it('cut off twice: says so (cutOff 2), never a third call', async () => {
    const chat = createOpenAiChat({
      apiKey: 'sk-test',
      baseUrl: standIn.baseUrl,
      models: DEFAULT_MODELS,
    });
    standIn.replyOnce(200, cutCompletion());
    standIn.replyOnce(200, cutCompletion());
    expect(await chat.complete([{ role: 'user', content: 'hi' }], ARTIST)).toEqual({
      text: '',
      cutOff: 2,
    });
    expect(standIn.seen.filter((s) => s.path === '/v1/chat/completions')).toHaveLength(2);
  });

  it('a retired chat model is refused by the stand-in as OpenAI does', async () => {
    const chat = createOpenAiChat({
      apiKey: 'sk-test',
      baseUrl: standIn.baseUrl,
      models: { ...DEFAULT_MODELS, chat: 'gpt-3.5-turbo' },
    });
    const err = await chat
      .complete([{ role: 'user', content: 'hi' }], ARTIST)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelUnavailableError);
    expect(err).toMatchObject({ model: 'gpt-3.5-turbo', reason: 'model_not_found' });
  });

  it('a chat model the organisation is not verified for is refused with that cause', async () => {
    const gated = await startOpenAiStandIn({ unverifiedModels: ['gpt-5.4-mini'] });
    try {
      const chat = createOpenAiChat({
        apiKey: 'sk-test',
        baseUrl: gated.baseUrl,
        models: DEFAULT_MODELS,
      });
      const err = await chat
        .complete([{ role: 'user', content: 'hi' }], ARTIST)
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ModelUnavailableError);
      expect(err).toMatchObject({ model: 'gpt-5.4-mini', reason: 'organization_unverified' });
    } finally {
      await gated.close();
    }
  });
});

/** What OpenAI answers when reasoning used the whole cap: finish_reason length, no content. */
function cutCompletion() {
  return {
    id: 'chat-cut',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-5.4-mini',
    choices: [{ index: 0, finish_reason: 'length', message: { role: 'assistant', content: '' } }],
    usage: {
      prompt_tokens: 900,
      completion_tokens: 2000,
      total_tokens: 2900,
      completion_tokens_details: { reasoning_tokens: 2000 },
    },
  };
}
