import { erodeMask, lumaOf, type Pixels } from '../raster';
import { seededRandom } from '../random';
import { INK, strokeWidth } from './line-weight';

const paint = (image: Pixels, p: number, v: number) => {
  const i = p * image.channels;
  image.data[i] = image.data[i + 1] = image.data[i + 2] = v;
};

/** Black and white: every pixel to its luma. */
export function blackWhite(image: Pixels): Pixels {
  const luma = lumaOf(image);
  const out: Pixels = { ...image, data: new Uint8Array(image.data) };
  for (let p = 0; p < luma.length; p++) paint(out, p, luma[p]!);
  return out;
}

/** Shading is the grey between line and paper; coloured fills are not shading and stay. */
export function removeShading(image: Pixels): Pixels {
  const luma = lumaOf(image);
  const out: Pixels = { ...image, data: new Uint8Array(image.data) };
  for (let p = 0; p < luma.length; p++) {
    const i = p * image.channels;
    const d = image.data;
    const chroma = Math.max(d[i]!, d[i + 1]!, d[i + 2]!) - Math.min(d[i]!, d[i + 1]!, d[i + 2]!);
    if (luma[p]! >= 100 && chroma < 40) paint(out, p, 255);
  }
  return out;
}

/**
 * Outline only: lines in black on white paper; solid areas wider than a stroke keep just
 * their edge (a band one stroke wide), grey and coloured fills become paper.
 */
export function outline(image: Pixels): Pixels {
  const { width, height } = image;
  const luma = lumaOf(image);
  const ink = new Uint8Array(luma.length);
  for (let p = 0; p < luma.length; p++) ink[p] = luma[p]! < INK ? 1 : 0;
  const band = Math.min(8, Math.max(2, Math.ceil(strokeWidth(image) / 2) + 1));
  const core = erodeMask(ink, width, height, band);
  const out: Pixels = { ...image, data: new Uint8Array(image.data.length) };
  for (let p = 0; p < luma.length; p++) paint(out, p, ink[p] && !core[p] ? 0 : 255);
  return out;
}

/**
 * Dotwork: strokes stay solid; shading and fills become black dots on a jittered grid, each
 * dot's area following how dark its cell was.
 */
export function dotwork(image: Pixels, seed: string): Pixels {
  const { width, height } = image;
  const luma = lumaOf(image);
  const random = seededRandom('dotwork', seed);
  const ink = new Uint8Array(luma.length);
  for (let p = 0; p < luma.length; p++) ink[p] = luma[p]! < 70 ? 1 : 0;
  // Solid areas wider than a stroke are fills: they turn to dots like the greys.
  const fill = erodeMask(
    ink,
    width,
    height,
    Math.min(8, Math.max(2, Math.ceil(strokeWidth(image)))),
  );
  const out: Pixels = { ...image, data: new Uint8Array(image.data.length).fill(255) };
  const cell = Math.max(5, Math.round(Math.max(width, height) / 170));
  for (let cy = 0; cy < height; cy += cell) {
    for (let cx = 0; cx < width; cx += cell) {
      let dark = 0;
      let n = 0;
      for (let y = cy; y < Math.min(height, cy + cell); y++) {
        for (let x = cx; x < Math.min(width, cx + cell); x++) {
          const p = y * width + x;
          if (ink[p] && !fill[p]) continue;
          dark += 1 - luma[p]! / 255;
          n++;
        }
      }
      const shade = n ? dark / n : 0;
      if (shade < 0.06) continue;
      const r = (cell / 2) * Math.sqrt(Math.min(1, shade * 1.1));
      const jx = cx + cell / 2 + (random() - 0.5) * (cell - 2 * r) * 0.8;
      const jy = cy + cell / 2 + (random() - 0.5) * (cell - 2 * r) * 0.8;
      for (let y = Math.floor(jy - r); y <= Math.ceil(jy + r); y++) {
        for (let x = Math.floor(jx - r); x <= Math.ceil(jx + r); x++) {
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          if ((x - jx) ** 2 + (y - jy) ** 2 <= r * r) paint(out, y * width + x, 0);
        }
      }
    }
  }
  for (let p = 0; p < luma.length; p++) if (ink[p] && !fill[p]) paint(out, p, 0);
  return out;
}

/** Mirror (left-right) or flip (upside down). */
export function reflect(image: Pixels, vertical: boolean): Pixels {
  const { width, height, channels } = image;
  const out: Pixels = { ...image, data: new Uint8Array(image.data.length) };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = vertical ? (height - 1 - y) * width + x : y * width + (width - 1 - x);
      out.data.set(
        image.data.subarray(from * channels, from * channels + channels),
        (y * width + x) * channels,
      );
    }
  }
  return out;
}
