import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { withC2paChunk } from './c2pa-fixture';
import { modelProblem, readInstalledSdk, type Family } from './openai-sdk';

/**
 * A local server the real `openai` SDK can be pointed at. It refuses what OpenAI refuses, as
 * the installed SDK describes it (openai-sdk.ts), not as our own tables do: a model that is
 * unknown or retired answers 404 `model_not_found`, a parameter the model does not take 400.
 * Images come back as real PNGs of the size asked for.
 */
export interface StandInOptions {
  /** `hang`: image calls never answer; `fail`: they answer 500. */
  images?: 'ok' | 'hang' | 'fail';
  /** Image calls answer after this long (a slow provider). */
  imageDelayMs?: number;
  /** A streamed image waits this long before each event (a design forming slowly). */
  streamGapMs?: number;
  /**
   * Model look-ups and moderation answer after this long: a cold worker's first calls, each
   * opening its connection to the vendor.
   */
  lookupDelayMs?: number;
  /** The day the stand-in lives in (for retirements). */
  today?: Date;
  /**
   * Models this organisation may not use until it is verified: every call with one answers 403
   * as OpenAI does, while `models.retrieve` still lists it.
   */
  unverifiedModels?: string[];
}

export interface SeenRequest {
  method: string;
  path: string;
  contentType: string;
  fields: Record<string, string>;
  /** Multipart parts that carried a file: their content types. */
  files: string[];
  /**
   * The same parts as received: field, file name and the sha256 of their bytes, so a test can
   * say exactly which images a call sent (the concepts' references, issue 46).
   */
  uploads: SeenUpload[];
  body: string;
  /** True once the caller closed the connection before the answer ended (it gave up). */
  abandoned?: boolean;
}

export interface SeenUpload {
  field: string;
  filename: string;
  contentType: string;
  sha256: string;
}

export interface OpenAiStandIn {
  baseUrl: string;
  seen: SeenRequest[];
  /** The next answer replaces the normal one (once); called again, the answers queue up. */
  replyOnce(status: number, body: unknown): void;
  close(): Promise<void>;
}

const sdk = readInstalledSdk();

/** A JSON answer, or (a streamed image) server-sent events, one a line of `data:`. */
interface Answer {
  status: number;
  body: unknown;
  events?: unknown[];
}
const STANDARD_SIZES = new Set(['1024x1024', '1536x1024', '1024x1536', 'auto']);

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

/** The file parts of a multipart body, split on its own boundary (binary-safe). */
function uploadsOf(contentType: string, body: string): SeenUpload[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return [];
  return body.split(`--${marker}`).flatMap((part) => {
    const headEnd = part.indexOf('\r\n\r\n');
    if (headEnd < 0) return [];
    const head = part.slice(0, headEnd);
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename === undefined) return [];
    const bytes = Buffer.from(part.slice(headEnd + 4).replace(/\r\n$/, ''), 'latin1');
    return [
      {
        field: /name="([^"]+)"/.exec(head)?.[1] ?? '',
        filename,
        contentType: /Content-Type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        sha256: createHash('sha256').update(bytes).digest('hex'),
      },
    ];
  });
}

function fieldsOf(contentType: string, body: string): Omit<SeenRequest, 'method' | 'path'> {
  if (contentType.startsWith('application/json')) {
    const json = JSON.parse(body || '{}') as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(json).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return { contentType, fields, files: [], uploads: [], body };
  }
  const fields: Record<string, string> = {};
  const files: string[] = [];
  for (const part of body.split(/--[^\r\n]+\r\n/)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const type = /Content-Type: ([^\r\n]+)/i.exec(part)?.[1];
    if (/filename="/.test(part)) files.push(type ?? '');
    else fields[name] = part.split('\r\n\r\n')[1]?.replace(/\r\n$/, '') ?? '';
  }
  return { contentType, fields, files, uploads: uploadsOf(contentType, body), body };
}

const error = (status: number, message: string, code: string, param?: string) => ({
  status,
  body: { error: { message, type: 'invalid_request_error', param: param ?? null, code } },
});

/** OpenAI's answer to an unverified organisation (its `code` is null). */
export const UNVERIFIED_ORGANIZATION_MESSAGE = (model: string) =>
  `Your organization must be verified to use the model \`${model}\`. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization. If you just verified, it can take up to 15 minutes for access to propagate.`;

function modelRefusal(
  model: string | undefined,
  family: Family,
  today: Date,
  unverified: string[],
) {
  if (!model) return error(400, 'Missing required parameter: model.', 'missing_required_parameter');
  if (unverified.includes(model)) {
    return {
      status: 403,
      body: {
        error: {
          message: UNVERIFIED_ORGANIZATION_MESSAGE(model),
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      },
    };
  }
  if (modelProblem(sdk, model, family, today, 0) === null) return null;
  return error(
    404,
    `The model \`${model}\` does not exist or you do not have access to it.`,
    'model_not_found',
  );
}

function sizeRefusal(model: string, size: string | undefined) {
  if (!size || STANDARD_SIZES.has(size)) return null;
  const [w = 0, h = 0] = size.split('x').map(Number);
  const ok =
    sdk.arbitrarySizes.has(model) &&
    w % 16 === 0 &&
    h % 16 === 0 &&
    w / h <= 3 &&
    h / w <= 3 &&
    Math.max(w, h) <= 3840 &&
    w * h <= 3840 * 2160;
  return ok ? null : error(400, `Invalid size '${size}' for ${model}.`, 'invalid_value', 'size');
}

/** The image parameters a model does not take, as the SDK's notes put it. */
function paramRefusal(fields: Record<string, string>) {
  const model = fields.model as string;
  const fidelity = fields.input_fidelity;
  if (fidelity) {
    const allowed = sdk.fidelityBoth.has(model)
      ? ['high', 'low']
      : sdk.fidelityLowOnly.has(model)
        ? ['low']
        : [];
    if (!allowed.includes(fidelity)) {
      return error(
        400,
        `input_fidelity '${fidelity}' is not supported with ${model}.`,
        'unsupported_parameter',
        'input_fidelity',
      );
    }
  }
  const quality = fields.quality;
  if ((quality === 'xhigh' || quality === 'max') && !sdk.extendedQuality.has(model)) {
    return error(400, `quality '${quality}' is not supported with ${model}.`, 'invalid_value');
  }
  if (fields.background === 'transparent' && sdk.transparentPreview.has(model)) {
    return error(400, `Transparent backgrounds are in preview for ${model}.`, 'invalid_value');
  }
  return sizeRefusal(model, fields.size);
}

async function pngOf(size: string | undefined): Promise<string> {
  const [width = 1024, height = 1024] = (size && size !== 'auto' ? size : '1024x1024')
    .split('x')
    .map(Number);
  const r = Math.round(Math.min(width, height) * 0.3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="none" stroke="black" stroke-width="${Math.max(4, r / 12)}"/></svg>`;
  // OpenAI signs every image its API returns with C2PA content credentials (a caBX chunk).
  return withC2paChunk(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

export async function startOpenAiStandIn(options: StandInOptions = {}): Promise<OpenAiStandIn> {
  const seen: SeenRequest[] = [];
  const once: Answer[] = [];
  const today = () => options.today ?? new Date();
  const unverified = options.unverifiedModels ?? [];

  async function answer(seenReq: SeenRequest): Promise<Answer | null> {
    const { path, fields, method } = seenReq;
    const retrieve = /^\/v1\/models\/(.+)$/.exec(path);
    if (options.lookupDelayMs && (retrieve || path === '/v1/moderations')) {
      await new Promise((r) => setTimeout(r, options.lookupDelayMs));
    }
    if (method === 'GET' && retrieve?.[1]) {
      const id = decodeURIComponent(retrieve[1]);
      const family: Family = sdk.models.image.has(id)
        ? 'image'
        : sdk.models.moderation.has(id)
          ? 'moderation'
          : 'chat';
      return (
        modelRefusal(id, family, today(), []) ?? {
          status: 200,
          body: { id, object: 'model', created: 1, owned_by: 'openai' },
        }
      );
    }
    if (path === '/v1/moderations') {
      return (
        modelRefusal(fields.model, 'moderation', today(), unverified) ?? {
          status: 200,
          body: {
            id: 'modr-1',
            model: fields.model,
            results: [{ flagged: false, categories: {}, category_scores: {} }],
          },
        }
      );
    }
    if (path === '/v1/chat/completions') {
      return (
        modelRefusal(fields.model, 'chat', today(), unverified) ?? {
          status: 200,
          body: {
            id: 'chat-1',
            object: 'chat.completion',
            created: 1,
            model: fields.model,
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: { role: 'assistant', content: 'Stand-in answer.' },
              },
            ],
          },
        }
      );
    }
    if (path === '/v1/images/generations' || path === '/v1/images/edits') {
      const refused =
        modelRefusal(fields.model, 'image', today(), unverified) ?? paramRefusal(fields);
      if (refused) return refused;
      if (options.images === 'hang') return null;
      if (options.imageDelayMs) await new Promise((r) => setTimeout(r, options.imageDelayMs));
      if (options.images === 'fail') {
        return {
          status: 500,
          body: { error: { message: 'upstream exploded', type: 'server_error' } },
        };
      }
      const b64 = await pngOf(fields.size);
      if (fields.stream === 'true') {
        const kind = path.endsWith('edits') ? 'image_edit' : 'image_generation';
        const common = {
          background: 'opaque',
          created_at: 1,
          output_format: 'png',
          size: fields.size,
          quality: fields.quality,
        };
        const partials = Number(fields.partial_images ?? 0);
        const events = [
          ...Array.from({ length: partials }, (_, index) => ({
            ...common,
            type: `${kind}.partial_image`,
            partial_image_index: index,
            b64_json: b64,
          })),
          {
            ...common,
            type: `${kind}.completed`,
            b64_json: b64,
            usage: {
              input_tokens: 1,
              input_tokens_details: { image_tokens: 0, text_tokens: 1 },
              output_tokens: 1,
              total_tokens: 2,
            },
          },
        ];
        return { status: 200, body: null, events };
      }
      return { status: 200, body: { created: 1, data: [{ b64_json: b64 }] } };
    }
    return error(404, `Unknown path ${path}`, 'not_found');
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const contentType = req.headers['content-type'] ?? '';
      const parsed = fieldsOf(contentType, await read(req));
      const seenReq: SeenRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '',
        ...parsed,
        abandoned: false,
      };
      seen.push(seenReq);
      res.on('close', () => {
        if (!res.writableFinished) seenReq.abandoned = true;
      });
      const result = once.shift() ?? (await answer(seenReq));
      if (!result) return; // hangs
      if (result.events) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const event of result.events) {
          if (options.streamGapMs) await new Promise((r) => setTimeout(r, options.streamGapMs));
          if (seenReq.abandoned) return;
          res.write(`data: ${JSON.stringify(event)}\n\n`);
        }
        res.end();
        return;
      }
      res.writeHead(result.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    seen,
    replyOnce(status, body) {
      once.push({ status, body });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
