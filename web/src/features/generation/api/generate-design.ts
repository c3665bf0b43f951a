import type { GenerateResponse, TextGenerationType } from '@inkforge/domain';
import { cleanPrompt } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

export interface GenerateDesignInput {
  prompt: string;
  style: string;
  colorScheme: 'blackwork' | 'color';
  generationType: TextGenerationType;
  width?: number;
  height?: number;
  ultraRealismStyle?: string;
  ultraRealismColorEffect?: string;
}

/** POST /api/ai/generate: an image at once for the fast types, a job id otherwise. */
export function generateDesign(input: GenerateDesignInput): Promise<GenerateResponse> {
  return apiCall('POST /api/ai/generate', {
    body: { ...input, prompt: cleanPrompt(input.prompt) },
  });
}
