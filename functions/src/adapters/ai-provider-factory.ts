import type { AiConfig } from '../config';
import type { AiProvider, AiUse } from './ai-provider';
import { createUnconfiguredAi } from './ai-unconfigured';
import { createOfflineProvider } from './offline-ai';
import { IMAGE_MODELS, type ModelChoice } from './openai/models';
import { imageModelFor } from './openai/openai-params';
import { createOpenAiProvider, type OpenAiBudgets } from './openai/openai-provider';

/**
 * The offline provider draws without a model, yet refuses, as OpenAI would, a configured image
 * model that the product's table (only models the installed SDK lists as current) lacks.
 */
function withModelTable(provider: AiProvider, models: ModelChoice): AiProvider {
  const modelOf = (use: AiUse) =>
    use === 'edit' ? models.editImage : imageModelFor(use.generationType, models);
  return {
    ...provider,
    modelAvailable(use) {
      const model = modelOf(use);
      return Promise.resolve(IMAGE_MODELS[model] ? { ok: true } : { ok: false, model });
    },
  };
}

/**
 * OpenAI with a key, the offline provider on the local stack without one, and in production
 * without one a provider that refuses every call. `budgets` bound each call's time.
 */
export function createAiProvider(config: AiConfig, budgets: OpenAiBudgets): AiProvider {
  if (config.mode === 'offline') return withModelTable(createOfflineProvider(), config.models);
  if (config.mode === 'missing') return createUnconfiguredAi();
  return createOpenAiProvider({
    apiKey: config.apiKey,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    models: config.models,
    ...budgets,
  });
}
