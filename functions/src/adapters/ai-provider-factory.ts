import type { AiConfig } from '../config';
import type { AiProvider } from './ai-provider';
import { createOfflineProvider } from './offline-ai';
import { createOpenAiProvider } from './openai-provider';

export function createAiProvider(config: AiConfig): AiProvider {
  if (config.provider === 'offline') return createOfflineProvider();
  return createOpenAiProvider({
    apiKey: config.apiKey,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
  });
}
