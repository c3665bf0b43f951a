import type { GreyImage } from './raster';

/** Paper is brought to this grey everywhere, so the edge thresholds mean the same in shadow. */
const PAPER = 200;

/**
 * Flat-field correction for photos: each pixel divided by the local light level, so a shadow
 * across the page no longer halves the contrast of the lines inside it.
 */
export function flattenLight(img: GreyImage, light: GreyImage): GreyImage {
  const out = new Uint8Array(img.data.length);
  for (let i = 0; i < out.length; i++) {
    const level = Math.max(8, light.data[i]!);
    out[i] = Math.min(255, Math.round((img.data[i]! * PAPER) / level));
  }
  return { data: out, width: img.width, height: img.height };
}
