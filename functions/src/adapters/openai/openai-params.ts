import { designCanvas, type GenerationType } from '@inkforge/domain';
import { ProviderError, type DesignRequest } from '../ai-provider';
import { IMAGE_MODELS, type ImageModelSpec, type ImageQuality, type ModelChoice } from './models';

export interface OpenAiImageParams {
  model: string;
  size: string;
  quality: ImageQuality;
  output_format: 'png';
  n: 1;
  background?: 'transparent' | 'opaque';
  input_fidelity?: 'high' | 'low';
}

interface TypeChoice {
  role: 'fastImage' | 'qualityImage';
  quality: ImageQuality;
  transparent?: boolean;
  fidelity?: 'high' | 'low';
}

/**
 * The fast types take the fast model at low cost and standard size, on a transparent
 * background ready for stencils; designs meant to be printed take the quality model at
 * print resolution. Sketches follow their lines loosely, photos keep the face.
 */
const BY_TYPE: Record<GenerationType, TypeChoice> = {
  surprise: { role: 'fastImage', quality: 'low', transparent: true },
  simple_tattoo: { role: 'fastImage', quality: 'low', transparent: true },
  flash_tattoo: { role: 'fastImage', quality: 'medium', transparent: true },
  prompt: { role: 'qualityImage', quality: 'medium' },
  high_quality: { role: 'qualityImage', quality: 'high' },
  ultra_realism: { role: 'qualityImage', quality: 'high' },
  sketch: { role: 'qualityImage', quality: 'medium', fidelity: 'low' },
  photo: { role: 'qualityImage', quality: 'high', fidelity: 'high' },
};

/** Which role's model a generation type is drawn with. */
export function imageRoleFor(type: GenerationType): 'fastImage' | 'qualityImage' {
  return BY_TYPE[type].role;
}

function specOf(model: string): ImageModelSpec {
  const spec = IMAGE_MODELS[model];
  // Never sent: a model the table lacks is one nobody checked against the SDK.
  if (!spec) throw new ProviderError(`The image model "${model}" is not in the model table`, false);
  return spec;
}

/** Only the parameters the chosen model takes (the table in models.ts). */
export function openAiParamsFor(request: DesignRequest, models: ModelChoice): OpenAiImageParams {
  const choice = BY_TYPE[request.generationType];
  const model = models[choice.role];
  const spec = specOf(model);
  // Printed designs at print resolution where the model can draw it (domain: designCanvas).
  const size = spec.arbitrarySizes
    ? designCanvas(request.generationType, request.size)
    : request.size;
  const fidelity = choice.fidelity;
  return {
    model,
    size,
    quality: choice.quality,
    output_format: 'png',
    n: 1,
    ...(choice.transparent && spec.transparent ? { background: 'transparent' as const } : {}),
    ...(fidelity && spec.inputFidelity.includes(fidelity) ? { input_fidelity: fidelity } : {}),
  };
}

/** Edits (modify, cut-out, body preview): the edit model at high quality, its own size. */
export function openAiEditBase(models: ModelChoice, transparent: boolean) {
  const model = models.editImage;
  const spec = specOf(model);
  return {
    model,
    quality: 'high' as const,
    output_format: 'png' as const,
    n: 1,
    // Keeping the client's face and the design's lines matters most in an edit.
    ...(spec.inputFidelity.includes('high') ? { input_fidelity: 'high' as const } : {}),
    ...(transparent && spec.transparent ? { background: 'transparent' as const } : {}),
  };
}
