import type { StencilParameters } from '@inkforge/domain';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { toneCurve } from './adjust-tones';
import { chooseMode } from './choose-mode';
import { enlarge } from './enlarge';
import { flattenLight, photoTable } from './flatten-light';
import { inkTone } from './ink-tone';
import { paperLevel } from './paper-level';
import type { GreyImage } from './raster';
import { flattenDesign, smoothDesign } from './smooth-design';
import { paintStencil, traceDesign, tracePhoto } from './trace-lines';

/** Light varies over a few dozen pixels or more; ink lines are far thinner than this. */
function lightSigma(image: GreyImage): number {
  return Math.max(image.width, image.height) / 32;
}

/**
 * Photo stencils are traced at print resolution at least: an edge traced on a small photo and
 * enlarged afterwards prints as a staircase.
 */
const PHOTO_LONG_SIDE = 2048;

/** The photo enlarged (smoothly, before tracing) so its long side reaches PHOTO_LONG_SIDE. */
function atPrintSize(image: GreyImage): GreyImage {
  const scale = PHOTO_LONG_SIDE / Math.max(image.width, image.height);
  if (scale <= 1) return image;
  return enlarge(image, Math.round(image.width * scale), Math.round(image.height * scale));
}

export interface Stencil {
  png: Buffer;
  mode: 'threshold' | 'edge';
  width: number;
  height: number;
}

/**
 * Threshold mode (designs): brightest channel → divided by the local paper and stretched from
 * ink to paper → tone curve and threshold, hairlines kept → specks → line weight.
 * Edge mode (photos): flattened light and tones, blur, Canny, dark strokes filled.
 * Either way the stencil is black lines on white. `invertColors` is the spec's flag for an
 * edge map drawn white on black (its presets turn it on); this engine draws ink as ink, so the
 * flag is accepted and the result stays printable whatever it says.
 */
export async function makeStencil(
  ops: ImageOps,
  input: Buffer,
  settings: StencilParameters,
): Promise<Stencil> {
  let value = inkTone(await ops.decodeRgba(input));
  // The block paper level serves designs (and auto's choice) only: a photo skips it.
  const paper = settings.mode === 'edge' ? null : paperLevel(value);
  const design = paper ? await smoothDesign(ops, value, settings) : null;
  const mode =
    !design || !paper
      ? 'edge'
      : settings.mode === 'auto'
        ? chooseMode(design.smoothed, design.paper, design.noise, paper)
        : settings.mode;
  const curve = toneCurve(settings.contrastFactor, settings.brightnessDelta);
  let mask;
  if (design && paper && mode !== 'edge') {
    mask = traceDesign(flattenDesign(design, paper), curve, settings);
  } else {
    // Enlarging spreads each edge's change over more pixels, so the gradient thresholds are
    // lowered with it, by its square root only: grain must still stay below them.
    const enlarged = PHOTO_LONG_SIDE / Math.max(value.width, value.height);
    value = atPrintSize(value);
    const light = await ops.lowPass({ ...value, channels: 1 }, lightSigma(value));
    flattenLight(value, light, photoTable(curve));
    const smoothed = await ops.blur({ ...value, channels: 1 }, settings.blurSigma);
    mask = tracePhoto(smoothed, settings, Math.sqrt(Math.max(1, enlarged)));
  }
  const png = await ops.encodePng({ ...paintStencil(mask), channels: 1 });
  return { png, mode, width: mask.width, height: mask.height };
}
