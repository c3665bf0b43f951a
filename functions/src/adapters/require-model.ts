import { AppError } from '../app-error';
import type { AiProvider, AiUse } from './ai-provider';

interface Logs {
  error(message: string, context?: Record<string, unknown>): void;
}

/**
 * Call before anything is charged: a model OpenAI no longer serves answers 503
 * AI_MODEL_UNAVAILABLE at once, and the log names the model so an admin can switch it
 * (docs/deploy.md, "Switching a model").
 */
export async function requireModel(ai: AiProvider, use: AiUse, logger: Logs): Promise<void> {
  const verdict = await ai.modelAvailable?.(use);
  if (!verdict || verdict.ok) return;
  logger.error('ai.model_unavailable', {
    model: verdict.model,
    use: use === 'edit' ? 'edit' : use.generationType,
  });
  throw new AppError('AI_MODEL_UNAVAILABLE');
}
