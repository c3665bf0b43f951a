import { borderConnected } from '../adapters/sharp/border-background';

/** RGBA pixels, row-major. */
export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Paper at or above this lightness becomes fully transparent; below `INK`, fully opaque. */
const PAPER = 235;
const INK = 160;

/**
 * Line art on white paper: the paper around the design becomes transparent, with a
 * linear feather between ink and paper so anti-aliased edges stay smooth. Only paper connected
 * to the border counts: light fills the outline encloses (a grey shade, a white highlight) are
 * part of the design and stay opaque.
 */
export function removeNearWhite(image: RgbaImage): RgbaImage {
  const { width, height } = image;
  const out = new Uint8Array(image.data);
  const lightness = (p: number) => Math.min(out[p * 4]!, out[p * 4 + 1]!, out[p * 4 + 2]!);
  const paperish = new Uint8Array(width * height);
  for (let p = 0; p < paperish.length; p++) {
    paperish[p] = lightness(p) > INK || out[p * 4 + 3]! < 16 ? 1 : 0;
  }
  const outside = borderConnected(paperish, width, height);
  for (let p = 0; p < outside.length; p++) {
    if (!outside[p]) continue;
    const light = lightness(p);
    const alpha = light >= PAPER ? 0 : Math.round((255 * (PAPER - light)) / (PAPER - INK));
    out[p * 4 + 3] = Math.min(out[p * 4 + 3]!, alpha);
  }
  return { data: out, width, height };
}

/** Line art is mostly paper: most pixels near white and few mid-tones. */
export function looksLikeLineArt(image: RgbaImage): boolean {
  const step = Math.max(1, Math.floor(image.data.length / 4 / 65_536)) * 4;
  let paper = 0;
  let total = 0;
  for (let i = 0; i < image.data.length; i += step) {
    const light = Math.min(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!);
    const transparent = image.data[i + 3]! < 16;
    if (light >= PAPER || transparent) paper++;
    total++;
  }
  return total > 0 && paper / total > 0.6;
}
