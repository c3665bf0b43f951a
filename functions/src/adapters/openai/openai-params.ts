import type { DesignRequest } from '../ai-provider';

export interface OpenAiImageParams {
  model: string;
  size: '1024x1024' | '1536x1024' | '1024x1536';
  quality: 'low' | 'medium' | 'high';
  output_format: 'png';
  n: 1;
  background?: 'transparent' | 'opaque';
  input_fidelity?: 'high' | 'low';
}

/** The closest size the image models accept to a requested width and height. */
function nearestSize(width: number, height: number): OpenAiImageParams['size'] {
  const ratio = width / height;
  if (ratio > 1.2) return '1536x1024';
  if (ratio < 1 / 1.2) return '1024x1536';
  return '1024x1024';
}

/**
 * Model, quality and size per generation type: the fast types take the small model at low
 * quality, high quality and photo the large model at high quality. Flash sheets and simple
 * tattoos come on a transparent background, ready for stencils.
 */
export function openAiParamsFor(request: DesignRequest): OpenAiImageParams {
  const [width = 1024, height = 1024] = request.size.split('x').map(Number);
  const size = nearestSize(width, height);
  const base = { size, output_format: 'png' as const, n: 1 as const };
  switch (request.generationType) {
    case 'surprise':
    case 'simple_tattoo':
      return { ...base, model: 'gpt-image-1-mini', quality: 'low', background: 'transparent' };
    case 'flash_tattoo':
      return { ...base, model: 'gpt-image-1-mini', quality: 'medium', background: 'transparent' };
    case 'prompt':
      return { ...base, model: 'gpt-image-1', quality: 'medium' };
    case 'ultra_realism':
      return { ...base, model: 'gpt-image-1', quality: 'high' };
    case 'high_quality':
      return { ...base, model: 'gpt-image-1', quality: 'high' };
    case 'sketch':
      return { ...base, model: 'gpt-image-1', quality: 'medium', input_fidelity: 'low' };
    case 'photo':
      return { ...base, model: 'gpt-image-1', quality: 'high', input_fidelity: 'high' };
  }
}
