import type { ImageOps } from '../adapters/sharp/image-ops';
import type { GreyImage } from './raster';

/**
 * How a tattoo ages, as artists describe it: lines spread, roughly doubling in width over a
 * decade and up to quadrupling over two (ink migrates under the skin), so fine gaps and small
 * lettering close; contrast falls as the ink fades. A fine line (0.4 mm) is the reference.
 */
const FINE_LINE_MM = 0.4;
/** Contrast lost per year (a fifth after 20 years). */
const FADE_PER_YEAR = 0.01;

/**
 * A Gaussian blur's quarter-darkness contour lies 0.674 σ outside a bold line's edge: this σ
 * per mm added (both sides together) widens the line by exactly that.
 */
const SPREAD_SIGMA = 1 / (2 * 0.674);

/** Width added to every line after `years`, in mm: 0.4 mm at 10 years, 1.2 mm at 20. */
export function spreadMm(years: number): number {
  return FINE_LINE_MM * (2 ** (years / 10) - 1);
}

/** Share of the fresh contrast left after `years`. */
export function contrastLeft(years: number): number {
  return Math.max(0.5, 1 - FADE_PER_YEAR * years);
}

/**
 * The stencil (black ink on white, any size) as the healed tattoo `years` on, at `widthCm` on
 * skin: ink spread by a blur, read as ink down to a quarter of its darkness (so a bold line
 * widens by the added width), then faded. Greyscale, the stencil's own size.
 */
export async function healedLook(
  ops: ImageOps,
  stencil: GreyImage,
  widthCm: number,
  years: number,
): Promise<GreyImage> {
  const { width, height } = stencil;
  const pxPerMm = width / (widthCm * 10);
  const sigma = SPREAD_SIGMA * spreadMm(years) * pxPerMm;
  const spread =
    sigma < 0.3
      ? stencil
      : await ops.blur({ ...stencil, data: stencil.data.slice(), channels: 1 }, sigma);
  const fade = contrastLeft(years);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    // A quarter of the darkness reads as ink once doubled: the spread edge (SPREAD_SIGMA).
    const ink = Math.min(1, (2 * (255 - spread.data[i]!)) / 255);
    out[i] = Math.round(255 - 255 * fade * ink);
  }
  return { data: out, width, height };
}
