import type { AiConfig } from '../config';
import type { AiProvider, AiUse } from './ai-provider';
import { createUnconfiguredAi } from './ai-unconfigured';
import { createOfflineProvider } from './offline-ai';
import { isKnownModel, type ModelChoice, type ModelRole } from './openai/models';
import { imageRoleFor } from './openai/openai-params';
import { createOpenAiProvider, type OpenAiBudgets } from './openai/openai-provider';

/**
 * The offline provider draws without a model, yet refuses, as OpenAI would, a configured image
 * model that the product's table (only models the installed SDK lists as current) lacks.
 */
function withModelTable(provider: AiProvider, models: ModelChoice): AiProvider {
  const roleOf = (use: AiUse): ModelRole =>
    use === 'edit' ? 'editImage' : imageRoleFor(use.generationType);
  return {
    ...provider,
    modelAvailable(use) {
      const role = roleOf(use);
      const model = models[role];
      return Promise.resolve(
        isKnownModel(role, model) ? { ok: true } : { ok: false, model, cause: 'model_not_found' },
      );
    },
    modelStatus() {
      const roles = Object.keys(models) as ModelRole[];
      return Promise.resolve(
        roles.map((role) => ({
          role,
          model: models[role],
          available: isKnownModel(role, models[role]),
        })),
      );
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
