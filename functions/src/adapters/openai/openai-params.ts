import type { GenerationType } from '@inkforge/domain';
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

type Shape = 'square' | 'landscape' | 'portrait';

/** The three sizes every GPT image model takes. */
const STANDARD: Record<Shape, string> = {
  square: '1024x1024',
  landscape: '1536x1024',
  portrait: '1024x1536',
};

/**
 * Print resolution: 15 cm at 300 dpi needs 1,772 px on the long side. Multiples of 16, the
 * same shapes, and no more pixels than 2560x1440 (3.7 MP), above which the SDK calls a size
 * experimental.
 */
export const PRINT: Record<Shape, string> = {
  square: '1792x1792',
  landscape: '2304x1536',
  portrait: '1536x2304',
};

function shapeOf(size: string): Shape {
  const [width = 1024, height = 1024] = size.split('x').map(Number);
  const ratio = width / height;
  if (ratio > 1.2) return 'landscape';
  if (ratio < 1 / 1.2) return 'portrait';
  return 'square';
}

interface TypeChoice {
  role: 'fastImage' | 'qualityImage';
  quality: ImageQuality;
  /** Printed designs come at print resolution where the model can draw it. */
  print: boolean;
  transparent?: boolean;
  fidelity?: 'high' | 'low';
}

/**
 * The fast types take the fast model at low cost and standard size, on a transparent
 * background ready for stencils; designs meant to be printed take the quality model at
 * print resolution. Sketches follow their lines loosely, photos keep the face.
 */
const BY_TYPE: Record<GenerationType, TypeChoice> = {
  surprise: { role: 'fastImage', quality: 'low', print: false, transparent: true },
  simple_tattoo: { role: 'fastImage', quality: 'low', print: false, transparent: true },
  flash_tattoo: { role: 'fastImage', quality: 'medium', print: false, transparent: true },
  prompt: { role: 'qualityImage', quality: 'medium', print: true },
  high_quality: { role: 'qualityImage', quality: 'high', print: true },
  ultra_realism: { role: 'qualityImage', quality: 'high', print: true },
  sketch: { role: 'qualityImage', quality: 'medium', print: true, fidelity: 'low' },
  photo: { role: 'qualityImage', quality: 'high', print: true, fidelity: 'high' },
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
  const shape = shapeOf(request.size);
  const size = choice.print && spec.arbitrarySizes ? PRINT[shape] : STANDARD[shape];
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
