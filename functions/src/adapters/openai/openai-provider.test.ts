import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DesignRequest } from '../ai-provider';
import { ProviderError } from '../ai-provider';
import { createOpenAiProvider } from './openai-provider';
import { API_AI_BUDGETS } from '../../config';

interface Seen {
  path: string;
  contentType: string;
  body: string;
}

const PNG_B64 = Buffer.from('png-bytes').toString('base64');
let seen: Seen[] = [];
let reply: { status: number; body: unknown } | null = null;
let server: Server;
let baseUrl = '';

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({
      path: req.url ?? '',
      contentType: req.headers['content-type'] ?? '',
      body: await read(req),
    });
    const answer = reply ?? { status: 200, body: { created: 1, data: [{ b64_json: PNG_B64 }] } };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  reply = null;
});

const provider = () => createOpenAiProvider({ apiKey: 'sk-test', baseUrl, ...API_AI_BUDGETS });
const request = (patch: Partial<DesignRequest>): DesignRequest => ({
  generationType: 'prompt',
  prompt: 'a rose',
  style: 'traditional',
  colorScheme: 'blackwork',
  size: '1024x1024',
  seed: 'job-1',
  ...patch,
});
const jsonOf = (s: Seen) => JSON.parse(s.body) as Record<string, unknown>;

describe('OpenAI provider through the real SDK', () => {
  it.each([
    ['prompt', 'gpt-image-1', 'medium'],
    ['high_quality', 'gpt-image-1', 'high'],
    ['ultra_realism', 'gpt-image-1', 'high'],
    ['simple_tattoo', 'gpt-image-1-mini', 'low'],
    ['surprise', 'gpt-image-1-mini', 'low'],
    ['flash_tattoo', 'gpt-image-1-mini', 'medium'],
  ] as const)('generates %s with %s at %s quality', async (generationType, model, quality) => {
    const image = await provider().generate(request({ generationType }));
    expect(image.data.toString()).toBe('png-bytes');
    const [call] = seen;
    expect(call?.path).toBe('/v1/images/generations');
    expect(jsonOf(call as Seen)).toMatchObject({ model, quality, n: 1, output_format: 'png' });
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
    const body = jsonOf(seen[0] as Seen);
    expect(body.size).toBe('1536x1024');
    expect(body.prompt).toEqual(expect.stringContaining('a rose'));
    expect(body.prompt).toEqual(expect.stringContaining('traditional style'));
    expect(body.prompt).toEqual(expect.stringContaining('full color'));
    expect(body.prompt).toEqual(expect.stringContaining('anime'));
    expect(body.prompt).toEqual(expect.stringContaining('pastel'));
  });

  it('sends sketch and photo as multipart image edits', async () => {
    await provider().generate(
      request({
        generationType: 'photo',
        size: '1024x1536',
        source: { data: Buffer.from('PHOTO-BYTES'), contentType: 'image/jpeg' },
      }),
    );
    const call = seen[0] as Seen;
    expect(call.path).toBe('/v1/images/edits');
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.body).toContain('PHOTO-BYTES');
    expect(call.body).toContain('Content-Type: image/jpeg');
    expect(call.body).toMatch(/name="size"\r\n\r\n1024x1536/);
    expect(call.body).toMatch(/name="input_fidelity"\r\n\r\nhigh/);
  });

  it('moderates with the moderation model and names the flagged categories', async () => {
    reply = {
      status: 200,
      body: {
        id: 'modr-1',
        model: 'omni-moderation-latest',
        results: [
          {
            flagged: true,
            categories: { violence: true, 'self-harm/intent': true, sexual: false },
            category_scores: {},
          },
        ],
      },
    };
    expect(await provider().moderate('x')).toEqual({
      flagged: true,
      reason: 'Your prompt was flagged for: violence, self harm intent.',
    });
    expect(seen[0]?.path).toBe('/v1/moderations');
    expect(jsonOf(seen[0] as Seen)).toEqual({ model: 'omni-moderation-latest', input: 'x' });
  });

  it('maps errors: 5xx and 429 retryable, 400 not, a safety block to a moderation reason', async () => {
    const failure = async (status: number, code?: string) => {
      reply = {
        status,
        body: { error: { message: 'nope', type: 'x', ...(code ? { code } : {}) } },
      };
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
