import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import type { AiProvider } from './ai-provider';
import { requireModel } from './require-model';

function providerRefusing(cause: 'model_not_found' | 'organization_unverified'): AiProvider {
  return {
    name: 'openai',
    modelAvailable: () => Promise.resolve({ ok: false, model: 'gpt-image-2.5-sunburst', cause }),
  } as unknown as AiProvider;
}

function recordingLogger() {
  const lines: { message: string; context?: Record<string, unknown> }[] = [];
  return {
    lines,
    error: (message: string, context?: Record<string, unknown>) => lines.push({ message, context }),
  };
}

describe('requireModel', () => {
  it('an unverified organisation: 503 AI_MODEL_UNAVAILABLE, and the alert names the cause and the page', async () => {
    const logger = recordingLogger();
    const err = await requireModel(
      providerRefusing('organization_unverified'),
      { generationType: 'prompt' },
      logger,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('AI_MODEL_UNAVAILABLE');
    expect((err as AppError).status).toBe(503);
    expect(logger.lines).toEqual([
      {
        message: 'ai.model_unavailable',
        context: expect.objectContaining({
          model: 'gpt-image-2.5-sunburst',
          use: 'prompt',
          cause: 'organization_unverified',
          fix: expect.stringContaining('https://platform.openai.com/settings/organization/general'),
        }),
      },
    ]);
  });

  it('a model OpenAI no longer serves: the alert says to switch the model param', async () => {
    const logger = recordingLogger();
    await requireModel(providerRefusing('model_not_found'), 'edit', logger).catch(() => undefined);
    expect(logger.lines[0]?.context).toMatchObject({
      use: 'edit',
      cause: 'model_not_found',
      fix: expect.stringContaining('Switching a model'),
    });
  });
});
