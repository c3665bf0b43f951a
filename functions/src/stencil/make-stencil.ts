import type { StencilParameters } from '@inkforge/domain';
import type { ImageOps, RawImage } from '../adapters/sharp/image-ops';
import { toneCurve } from './adjust-tones';
import { chooseMode } from './choose-mode';
import { designTable, flattenLight, photoTable } from './flatten-light';
import { paperLevel } from './paper-level';
import type { GreyImage } from './raster';
import { paintStencil, traceDesign, tracePhoto } from './trace-lines';

/** Light varies over a few dozen pixels or more; ink lines are far thinner than this. */
function lightSigma(image: GreyImage): number {
  return Math.max(image.width, image.height) / 32;
}

/**
 * Photo stencils are traced at print resolution at least: an edge traced on a small photo and
 * enlarged afterwards prints as a staircase.
 */
export const PHOTO_LONG_SIDE = 2048;

/** The photo enlarged (smoothly, before tracing) so its long side reaches PHOTO_LONG_SIDE. */
async function atPrintSize(ops: ImageOps, image: GreyImage): Promise<GreyImage> {
  const scale = PHOTO_LONG_SIDE / Math.max(image.width, image.height);
  if (scale <= 1) return image;
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  return ops.resize({ ...image, channels: 1 }, width, height);
}

/** Below this, a design's blur (half the setting) would only soften hairlines. */
const MIN_DESIGN_BLUR = 0.5;

export interface Stencil {
  png: Buffer;
  mode: 'threshold' | 'edge';
  width: number;
  height: number;
}

/**
 * The brightest channel of each pixel: black ink is dark in all three, a colour fill is bright
 * in at least one, so colour never passes for ink. Written over the RGBA buffer.
 */
function brightestChannel(rgba: RawImage): GreyImage {
  const { data, width, height } = rgba;
  const n = width * height;
  for (let i = 0, k = 0; i < n; i++, k += 4) {
    const r = data[k]!;
    const g = data[k + 1]!;
    const b = data[k + 2]!;
    const rg = r > g ? r : g;
    data[i] = rg > b ? rg : b;
  }
  return { data: data.subarray(0, n), width, height };
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
  let value = brightestChannel(await ops.decodeRgba(input));
  const paper = paperLevel(value);
  const mode = settings.mode === 'auto' ? chooseMode(value, paper) : settings.mode;
  const curve = toneCurve(settings.contrastFactor, settings.brightnessDelta);
  let mask;
  if (mode === 'threshold') {
    flattenLight(value, paper.light, designTable(paper.inkShare));
    const sigma = settings.blurSigma / 2;
    const smoothed =
      sigma < MIN_DESIGN_BLUR ? value : await ops.blur({ ...value, channels: 1 }, sigma);
    mask = traceDesign(smoothed, curve, settings);
  } else {
    value = await atPrintSize(ops, value);
    const light = await ops.lowPass({ ...value, channels: 1 }, lightSigma(value));
    flattenLight(value, light, photoTable(curve));
    mask = tracePhoto(await ops.blur({ ...value, channels: 1 }, settings.blurSigma), settings);
  }
  const png = await ops.encodePng({ ...paintStencil(mask), channels: 1 });
  return { png, mode, width: mask.width, height: mask.height };
}
