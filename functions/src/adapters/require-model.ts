import { AppError } from '../app-error';
import { modelUnavailableDetails } from './ai-model-unavailable';
import type { AiProvider, AiUse } from './ai-provider';

interface Logs {
  error(message: string, context?: Record<string, unknown>): void;
}

/**
 * Call before anything is charged: a model OpenAI refuses (shut down, or gated behind an
 * organisation verification) answers 503 AI_MODEL_UNAVAILABLE at once, and the log names the
 * model, the cause and the fix, so an admin can act (docs/deploy.md, "The OpenAI models").
 */
export async function requireModel(ai: AiProvider, use: AiUse, logger: Logs): Promise<void> {
  const verdict = await ai.modelAvailable?.(use);
  if (!verdict || verdict.ok) return;
  logger.error('ai.model_unavailable', {
    model: verdict.model,
    use: use === 'edit' ? 'edit' : use.generationType,
    ...modelUnavailableDetails(verdict.cause),
  });
  throw new AppError('AI_MODEL_UNAVAILABLE');
}
