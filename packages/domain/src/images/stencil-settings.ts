import { z } from 'zod';

/** One slider of the stencil settings card (noiseThreshold has no spec range). */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

export const STENCIL_RANGES = {
  lineThickness: { min: 1, max: 3, step: 0.1 },
  threshold: { min: 50, max: 200, step: 10 },
  blurSigma: { min: 0.5, max: 3, step: 0.1 },
  contrastFactor: { min: 1, max: 2.5, step: 0.1 },
  brightnessDelta: { min: -50, max: 50, step: 5 },
  edgeLowThreshold: { min: 50, max: 150, step: 10 },
  edgeHighThreshold: { min: 150, max: 250, step: 10 },
  noiseThreshold: { min: 0, max: 100, step: 1 },
} as const satisfies Record<string, SliderRange>;

export type StencilSliderName = keyof typeof STENCIL_RANGES;

/**
 * How lines are found: `threshold` for designs (dark lines on light paper),
 * `edge` (Canny with hysteresis) for photos, `auto` picks one from the image's tones.
 */
export const STENCIL_MODES = ['auto', 'threshold', 'edge'] as const;
export type StencilMode = (typeof STENCIL_MODES)[number];

/** Stencil defaults. */
export const STENCIL_DEFAULTS = {
  blurSigma: 0.9,
  threshold: 100,
  invertColors: false,
  lineThickness: 1.5,
  contrastFactor: 1.8,
  brightnessDelta: -15,
  edgeLowThreshold: 100,
  edgeHighThreshold: 200,
  noiseThreshold: 10,
  mode: 'auto',
} as const satisfies Record<string, number | boolean | string>;

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
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'invertColors must be true or false.' })
  .transform((value) => value === true || value === 'true');

const stencilShape = z.object({
  blurSigma: slider('blurSigma'),
  threshold: slider('threshold'),
  invertColors: formBoolean.default(STENCIL_DEFAULTS.invertColors),
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
