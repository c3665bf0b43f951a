import { lumaOf, rankFilter, type Pixels } from '../raster';

/** Ink is what reads as a line on a stencil. */
export const INK = 128;

/**
 * Typical stroke width in pixels: twice the ink area over its boundary length (exact for long
 * strokes), so "bolder" doubles the weight the design already has.
 */
export function strokeWidth(image: Pixels): number {
  const luma = lumaOf(image);
  const { width, height } = image;
  let area = 0;
  let edge = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (luma[i]! >= INK) continue;
      area++;
      if (
        (x > 0 && luma[i - 1]! >= INK) ||
        (x < width - 1 && luma[i + 1]! >= INK) ||
        (y > 0 && luma[i - width]! >= INK) ||
        (y < height - 1 && luma[i + width]! >= INK)
      ) {
        edge++;
      }
    }
  }
  return edge === 0 ? 0 : (2 * area) / edge;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Lines about twice as heavy: a min filter grows every dark stroke on both sides. Solid fills
 * inflate the stroke estimate, so the growth is capped by the image size (4 px a side at
 * 1024 px): lettering and small details must stay readable.
 */
export function bolder(image: Pixels): Pixels {
  const cap = Math.max(3, Math.round(Math.max(image.width, image.height) / 256));
  const radius = clamp(Math.round(strokeWidth(image) / 2), 2, cap);
  return rankFilter(image, radius, true);
}

/** Thinner lines: a max filter takes a quarter of the weight off each side. */
export function thinner(image: Pixels): Pixels {
  const radius = clamp(Math.floor(strokeWidth(image) / 4), 1, 4);
  return rankFilter(image, radius, false);
}

/** Strokes this thin would vanish if thinned further. */
export const THINNEST = 2.5;
