import type OpenAI from 'openai';
import { ModelUnavailableError } from '../ai-model-unavailable';
import { loadOpenAi } from '../load-sdk';
import type { ChatModel, ChatModelMessage } from '../chat-model';
import { modelRefusalOf } from './model-refusal';
import type { ModelChoice } from './models';
import { safetyIdentifierOf } from './safety-identifier';

export interface OpenAiChatOptions {
  apiKey: string;
  /** Tests and local runs point the real SDK at a stand-in server. */
  baseUrl?: string | undefined;
  models: Pick<ModelChoice, 'chat' | 'moderation'>;
}

/**
 * `max_completion_tokens` counts the model's reasoning too: at 500, low-effort reasoning of
 * gpt-5.4-mini could use it all and leave no answer. This leaves room for both; a reply the cap
 * still ends is asked once more with the larger room.
 */
export const CHAT_REPLY_TOKENS = 2_000;
export const CHAT_RETRY_TOKENS = 6_000;

/** A refusal of the model itself (gone, or gated behind verification) for the chat to log. */
function asModelError(err: unknown, model: string): unknown {
  if (typeof err !== 'object' || err === null || !('message' in err)) return err;
  const cause = modelRefusalOf(err as { status?: number; code?: unknown; message: string });
  return cause ? new ModelUnavailableError(model, cause, (err as Error).message) : err;
}

/**
 * The support chat through OpenAI: moderation, then a short completion. The chat models the
 * product may use (models.ts) are reasoning models, which take no `temperature`; low effort
 * keeps a support answer quick.
 */
export function createOpenAiChat({ apiKey, baseUrl, models }: OpenAiChatOptions): ChatModel {
  // A chat reply is interactive: fail fast and let the caller fall back to the offline answer.
  let made: Promise<OpenAI> | undefined;
  // The SDK loads with the first message, not when the worker starts (load-sdk.ts).
  const clientOf = () =>
    (made ??= loadOpenAi().then(
      ({ default: OpenAI }) =>
        new OpenAI({ apiKey, baseURL: baseUrl, timeout: 20_000, maxRetries: 1 }),
    ));
  const ask = async (messages: ChatModelMessage[], caller: string, room: number) => {
    const client = await clientOf();
    const completion = await client.chat.completions.create({
      model: models.chat,
      messages,
      reasoning_effort: 'low',
      max_completion_tokens: room,
      safety_identifier: safetyIdentifierOf(caller),
    });
    const choice = completion.choices[0];
    return {
      text: choice?.message.content?.trim() ?? '',
      cut: choice?.finish_reason === 'length',
    };
  };
  return {
    async isFlagged(text) {
      const client = await clientOf();
      try {
        const result = await client.moderations.create({ model: models.moderation, input: text });
        return result.results.some((r) => r.flagged);
      } catch (err) {
        throw asModelError(err, models.moderation);
      }
    },
    async complete(messages, caller) {
      try {
        const first = await ask(messages, caller, CHAT_REPLY_TOKENS);
        if (!first.cut) return { text: first.text, cutOff: 0 };
        const retry = await ask(messages, caller, CHAT_RETRY_TOKENS);
        return { text: retry.text, cutOff: retry.cut ? 2 : 1 };
      } catch (err) {
        throw asModelError(err, models.chat);
      }
    },
  };
}
