import type { GenerateRequest } from '@inkforge/domain';
import type { AuthContext } from '../http/auth-context';
import type { GenerationDeps } from './deps';
import { sizeFor } from './size-for';
import { startGeneration } from './start-generation';

/** POST /api/ai/generate: the request as the generator sends it, turned into a job. */
export function generateDesign(deps: GenerationDeps, caller: AuthContext, input: GenerateRequest) {
  return startGeneration(deps, caller, {
    generationType: input.generationType,
    prompt: input.prompt,
    style: input.style || null,
    colorScheme: input.colorScheme,
    size: sizeFor(input.width, input.height),
    ...(input.generationType === 'ultra_realism'
      ? {
          ultraRealismStyle: input.ultraRealismStyle ?? 'digital-art',
          ...(input.ultraRealismColorEffect
            ? { ultraRealismColorEffect: input.ultraRealismColorEffect }
            : {}),
        }
      : {}),
  });
}
