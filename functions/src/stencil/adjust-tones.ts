import type { GreyImage } from './raster';

/** Contrast around mid-grey, then brightness, clamped to 0–255 (the spec's contrast and brightness). */
export function adjustTones(img: GreyImage, contrast: number, brightness: number): GreyImage {
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    lut[v] = Math.max(0, Math.min(255, Math.round((v - 128) * contrast + 128 + brightness)));
  }
  const out = new Uint8Array(img.data.length);
  for (let i = 0; i < out.length; i++) out[i] = lut[img.data[i]!]!;
  return { data: out, width: img.width, height: img.height };
}
