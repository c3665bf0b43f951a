import { z } from 'zod';
import {
  STENCIL_DEFAULTS,
  STENCIL_MODES,
  STENCIL_RANGES,
  type StencilSliderName,
} from './stencil-ranges';

function slider(name: StencilSliderName) {
  const { min, max } = STENCIL_RANGES[name];
  // Multipart forms send every value as text, so numbers are coerced.
  return z.coerce
    .number({ error: `${name} must be a number.` })
    .min(min, `${name} must be between ${min} and ${max}.`)
    .max(max, `${name} must be between ${min} and ${max}.`)
    .default(STENCIL_DEFAULTS[name]);
}

/** 'true'/'false' from a form, or a JSON boolean. */
function formBoolean(name: string) {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${name} must be true or false.` })
    .transform((value) => value === true || value === 'true');
}

const stencilShape = z.object({
  blurSigma: slider('blurSigma'),
  threshold: slider('threshold'),
  invertColors: formBoolean('invertColors').default(STENCIL_DEFAULTS.invertColors),
  /** Off (the default): solid ink areas print as their outline, as artists transfer them. */
  keepFills: formBoolean('keepFills').default(STENCIL_DEFAULTS.keepFills),
  lineThickness: slider('lineThickness'),
  contrastFactor: slider('contrastFactor'),
  brightnessDelta: slider('brightnessDelta'),
  edgeLowThreshold: slider('edgeLowThreshold'),
  edgeHighThreshold: slider('edgeHighThreshold'),
  noiseThreshold: slider('noiseThreshold'),
  mode: z.enum(STENCIL_MODES, { error: 'mode must be auto, threshold or edge.' }).default('auto'),
  preset: z.string().max(40).nullish(),
});

const edgeOrder = {
  check: (s: { edgeLowThreshold: number; edgeHighThreshold: number }) =>
    s.edgeLowThreshold < s.edgeHighThreshold,
  params: {
    message: 'edgeLowThreshold must be below edgeHighThreshold.',
    path: ['edgeLowThreshold'],
  },
};

/** Every setting with its spec range and default; the server rejects anything outside. */
export const stencilSettingsSchema = stencilShape.refine(edgeOrder.check, edgeOrder.params);

export type StencilSettings = z.output<typeof stencilSettingsSchema>;

/** The settings part of a preset or a request, without the preset name. */
export type StencilParameters = Omit<StencilSettings, 'preset'>;

/** POST /api/stencil/generate: an image we store (see image-url) plus the settings. */
export const stencilGenerateRequestSchema = stencilShape
  .extend({
    imageUrl: z
      .string({ error: 'Please upload an image or select one from gallery' })
      .min(1, 'Please upload an image or select one from gallery'),
  })
  .refine(edgeOrder.check, edgeOrder.params);
