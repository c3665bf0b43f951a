import type { StencilParameters } from '@inkforge/domain';
import type { ImageOps } from '../adapters/image-ops';
import { adjustTones, toneCurve } from './adjust-tones';
import { chooseMode } from './choose-mode';
import { flattenLight } from './flatten-light';
import type { GreyImage } from './raster';
import { paintStencil, traceLines } from './trace-lines';

/** Light varies over a few dozen pixels or more; ink lines are far thinner than this. */
function lightSigma(image: GreyImage): number {
  return Math.max(image.width, image.height) / 32;
}

export interface Stencil {
  png: Buffer;
  mode: 'threshold' | 'edge';
  width: number;
  height: number;
}

/**
 * Threshold mode (designs): grey → contrast/brightness → blur → threshold → specks → thickness.
 * Edge mode (photos): the same tones and blur, then Canny with hysteresis instead of threshold.
 */
export async function makeStencil(
  ops: ImageOps,
  input: Buffer,
  settings: StencilParameters,
): Promise<Stencil> {
  const grey = await ops.decodeGrey(input);
  const mode = settings.mode === 'auto' ? chooseMode(grey) : settings.mode;
  const curve = toneCurve(settings.contrastFactor, settings.brightnessDelta);
  // Photos are evened out first, flattening and tones in one pass; both work in place.
  if (mode === 'edge') {
    flattenLight(grey, await ops.lowPass({ ...grey, channels: 1 }, lightSigma(grey)), curve);
  } else {
    adjustTones(grey, curve);
  }
  const smoothed = await ops.blur({ ...grey, channels: 1 }, settings.blurSigma);
  const mask = traceLines(smoothed, mode, settings);
  const png = await ops.encodePng({ ...paintStencil(mask, settings.invertColors), channels: 1 });
  return { png, mode, width: mask.width, height: mask.height };
}
