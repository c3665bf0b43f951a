import type OpenAI from 'openai';
import { loadOpenAi } from '../load-sdk';
import type { ChatModel } from '../chat-model';
import type { ModelChoice } from './models';

export interface OpenAiChatOptions {
  apiKey: string;
  /** Tests and local runs point the real SDK at a stand-in server. */
  baseUrl?: string | undefined;
  models: Pick<ModelChoice, 'chat' | 'moderation'>;
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
  return {
    async isFlagged(text) {
      const client = await clientOf();
      const result = await client.moderations.create({ model: models.moderation, input: text });
      return result.results.some((r) => r.flagged);
    },
    async complete(messages) {
      const client = await clientOf();
      const completion = await client.chat.completions.create({
        model: models.chat,
        messages,
        reasoning_effort: 'low',
        max_completion_tokens: 500,
      });
      return completion.choices[0]?.message.content?.trim() ?? '';
    },
  };
}
