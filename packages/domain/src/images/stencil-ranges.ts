// The stencil settings' ranges, modes and defaults, apart from their schema: a screen that shows
// the sliders needs these, not the validation library.

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
  keepFills: false,
  lineThickness: 1.5,
  contrastFactor: 1.8,
  brightnessDelta: -15,
  edgeLowThreshold: 100,
  edgeHighThreshold: 200,
  noiseThreshold: 10,
  mode: 'auto',
} as const satisfies Record<string, number | boolean | string>;
