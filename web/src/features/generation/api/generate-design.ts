import type { ApiBodyOf, GenerateResponse } from '@inkforge/domain';
import { cleanPrompt } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

/** What the generator sends: the route's declared body. */
export type GenerateDesignInput = ApiBodyOf<'POST /api/ai/generate'> & { prompt: string };

/** POST /api/ai/generate: an image at once for the fast types, a job id otherwise. */
export function generateDesign(input: GenerateDesignInput): Promise<GenerateResponse> {
  return apiCall('POST /api/ai/generate', {
    body: { ...input, prompt: cleanPrompt(input.prompt) },
  });
}
