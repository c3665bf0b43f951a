import type { AiConfig } from '../config';
import type { AiProvider } from './ai-provider';
import { createUnconfiguredAi } from './ai-unconfigured';
import { createOfflineProvider } from './offline-ai';
import { createOpenAiProvider, type OpenAiBudgets } from './openai/openai-provider';

/**
 * OpenAI with a key, the offline provider on the local stack without one, and in production
 * without one a provider that refuses every call. `budgets` bound each call's time.
 */
export function createAiProvider(config: AiConfig, budgets: OpenAiBudgets): AiProvider {
  if (config.mode === 'offline') return createOfflineProvider();
  if (config.mode === 'missing') return createUnconfiguredAi();
  return createOpenAiProvider({
    apiKey: config.apiKey,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    ...budgets,
  });
}
