import type OpenAI from 'openai';
import { loadOpenAi } from '../load-sdk';
import type {
  ImageEditParamsNonStreaming,
  ImageEditStreamEvent,
  ImageGenerateParamsNonStreaming,
  ImageGenStreamEvent,
} from 'openai/resources/images';
import type {
  AiProvider,
  AiUse,
  DesignImage,
  DesignRequest,
  ForCaller,
  PartialImageSink,
} from '../ai-provider';
import { ProviderError } from '../ai-provider';
import { designPrompt } from '../design-prompt';
import { withDeadline } from './call-deadline';
import type { ModelUnavailableCause } from '../ai-model-unavailable';
import { createModelCheck } from './model-check';
import { modelRefusalOf } from './model-refusal';
import { DEFAULT_MODELS, isKnownModel, type ModelChoice, type ModelRole } from './models';
import { openAiConceptParams } from './openai-concept';
import { openAiEditParams } from './openai-edit';
import { imageRoleFor, openAiParamsFor } from './openai-params';
import { safetyIdentifierOf } from './safety-identifier';

/**
 * How long one call may take, from the request to the last byte of its answer (a streamed
 * design's final event), before it is abandoned (call-deadline.ts). Inside `api` the sum must
 * stay under Hosting's 60 s limit; the runJob worker has minutes.
 */
export interface OpenAiBudgets {
  moderationTimeoutMs: number;
  imageTimeoutMs: number;
}

export interface OpenAiProviderOptions extends OpenAiBudgets {
  apiKey: string;
  baseUrl?: string;
  /** The model of each role (config.ts); the defaults when not given. */
  models?: ModelChoice;
}

type OpenAiSdk = Awaited<ReturnType<typeof loadOpenAi>>;

function toProviderError(
  err: unknown,
  sdk: OpenAiSdk,
  onModelRefused: (cause: ModelUnavailableCause) => void,
): ProviderError {
  if (err instanceof ProviderError) return err;
  const { APIConnectionTimeoutError, APIError } = sdk;
  if (err instanceof APIConnectionTimeoutError) {
    return new ProviderError(
      `OpenAI did not answer in time: ${err.message}`,
      true,
      undefined,
      true,
    );
  }
  if (err instanceof APIError) {
    const code = typeof err.code === 'string' ? err.code : '';
    if (code === 'moderation_blocked' || code === 'content_policy_violation') {
      return new ProviderError(
        err.message,
        false,
        'Your request was rejected by the safety system.',
      );
    }
    const refused = modelRefusalOf(err);
    if (refused) onModelRefused(refused);
    const status = err.status ?? 0;
    const retryable = status === 0 || status === 408 || status === 429 || status >= 500;
    return new ProviderError(
      `OpenAI answered ${status || 'no response'}: ${err.message}`,
      retryable,
    );
  }
  return new ProviderError(err instanceof Error ? err.message : String(err), true);
}

/** How many partial images a streamed design sends before the final one (the SDK allows 0–3). */
const PARTIAL_IMAGES = 2;

/** Reads a streamed design: each partial image to `onPartial`, the completed one returned. */
async function finalOf(
  events: AsyncIterable<ImageGenStreamEvent | ImageEditStreamEvent>,
  onPartial: PartialImageSink,
): Promise<DesignImage> {
  for await (const event of events) {
    const data = Buffer.from(event.b64_json, 'base64');
    if (event.type === 'image_generation.completed' || event.type === 'image_edit.completed') {
      return { data, contentType: 'image/png' };
    }
    // A partial image that cannot be shown must not cost the design.
    try {
      await onPartial({ data, index: event.partial_image_index });
    } catch {
      // Shown or not, the design goes on.
    }
  }
  throw new ProviderError('OpenAI ended the stream without a final image', true);
}

function firstImage(response: { data?: { b64_json?: string }[] }): DesignImage {
  const b64 = response.data?.[0]?.b64_json;
  if (!b64) throw new ProviderError('OpenAI returned no image', true);
  return { data: Buffer.from(b64, 'base64'), contentType: 'image/png' };
}

/** Image generation and edits through the official SDK (the only file that knows OpenAI). */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  // The SDK loads with the first call, not when the worker starts (load-sdk.ts).
  let made: Promise<OpenAI> | undefined;
  const clientOf = () =>
    (made ??= loadOpenAi().then(
      ({ default: OpenAI }) =>
        new OpenAI({
          apiKey: options.apiKey,
          ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
          timeout: options.imageTimeoutMs,
          // Retries belong to the task queue, which spaces them out and counts them.
          maxRetries: 0,
        }),
    ));
  const models = options.models ?? DEFAULT_MODELS;
  const check = createModelCheck(clientOf);
  const providerError = async (err: unknown, model: string) =>
    toProviderError(err, await loadOpenAi(), (cause) => check.markRefused(model, cause));
  const modelOf = (use: AiUse) =>
    use === 'edit' ? models.editImage : models[imageRoleFor(use.generationType)];
  return {
    name: 'openai',
    async modelAvailable(use) {
      const model = modelOf(use);
      const role: ModelRole = use === 'edit' ? 'editImage' : imageRoleFor(use.generationType);
      if (!isKnownModel(role, model)) return { ok: false, model, cause: 'model_not_found' };
      const cause = await check.refusal(model);
      return cause ? { ok: false, model, cause } : { ok: true };
    },
    async modelStatus() {
      const roles = Object.keys(models) as ModelRole[];
      return Promise.all(
        roles.map(async (role) => ({
          role,
          model: models[role],
          available:
            isKnownModel(role, models[role]) && (await check.refusal(models[role])) === null,
        })),
      );
    },
    async moderate(text) {
      try {
        const client = await clientOf();
        const result = await withDeadline(options.moderationTimeoutMs, (signal) =>
          client.moderations.create(
            { model: models.moderation, input: text },
            { timeout: options.moderationTimeoutMs, signal },
          ),
        );
        const flagged = result.results.find((r) => r.flagged);
        if (!flagged) return { flagged: false };
        const categories = Object.entries(flagged.categories)
          .filter(([, on]) => on)
          .map(([name]) => name.replace(/[/_-]/g, ' '));
        return {
          flagged: true,
          reason: `Your prompt was flagged for: ${categories.join(', ') || 'unsafe content'}.`,
        };
      } catch (err) {
        throw await providerError(err, models.moderation);
      }
    },
    async generate(request: DesignRequest & ForCaller, onPartial?: PartialImageSink) {
      const params = {
        ...openAiParamsFor(request, models),
        safety_identifier: safetyIdentifierOf(request.caller),
      };
      const prompt = designPrompt(request);
      try {
        const client = await clientOf();
        const image = request.source
          ? await (
              await loadOpenAi()
            ).toFile(request.source.data, 'source', { type: request.source.contentType })
          : undefined;
        const drawn = await withDeadline(options.imageTimeoutMs, async (signal) => {
          if (onPartial) {
            // Streamed: the partial images reach the job (and the screen) while the design
            // forms; the deadline covers the stream to its final event, not only its headers.
            const stream = { stream: true as const, partial_images: PARTIAL_IMAGES };
            const events = image
              ? await client.images.edit({ ...params, ...stream, prompt, image }, { signal })
              : await client.images.generate({ ...params, ...stream, prompt }, { signal });
            return finalOf(events, onPartial);
          }
          if (image) {
            const edit: ImageEditParamsNonStreaming = { ...params, prompt, image };
            return firstImage(await client.images.edit(edit, { signal }));
          }
          const generate: ImageGenerateParamsNonStreaming = { ...params, prompt };
          return firstImage(await client.images.generate(generate, { signal }));
        });
        return { ...drawn, model: params.model };
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        throw await providerError(err, params.model);
      }
    },
    async drawConcept(request) {
      try {
        const client = await clientOf();
        const call = await openAiConceptParams(request, models);
        const safety_identifier = safetyIdentifierOf(request.caller);
        return await withDeadline(options.imageTimeoutMs, async (signal) =>
          firstImage(
            call.kind === 'edit'
              ? await client.images.edit({ ...call.params, safety_identifier }, { signal })
              : await client.images.generate({ ...call.params, safety_identifier }, { signal }),
          ),
        );
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        throw await providerError(err, models.fastImage);
      }
    },
    async editImage(request) {
      try {
        const client = await clientOf();
        const params = await openAiEditParams(request, models);
        const edited = await withDeadline(options.imageTimeoutMs, async (signal) =>
          firstImage(
            await client.images.edit(
              { ...params, safety_identifier: safetyIdentifierOf(request.caller) },
              { signal },
            ),
          ),
        );
        return { ...edited, model: params.model ?? models.editImage };
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        throw await providerError(err, models.editImage);
      }
    },
  };
}
