import { AppError } from '../app-error';
import type { AiProvider } from './ai-provider';

const refuse = (): Promise<never> => Promise.reject(new AppError('AI_NOT_CONFIGURED'));

/**
 * Production without an OpenAI key. The routes check `requireAi` before charging; refusing
 * here as well means a path that forgot the check still answers 503 and never draws offline.
 */
export function createUnconfiguredAi(): AiProvider {
  return { name: 'unconfigured', moderate: refuse, generate: refuse, editImage: refuse };
}

/** Call before anything is charged: a server without its AI key answers 503 at once. */
export function requireAi(ai: AiProvider): void {
  if (ai.name === 'unconfigured') throw new AppError('AI_NOT_CONFIGURED');
}
