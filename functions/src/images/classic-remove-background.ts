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
 * Line art on white paper (DESIGN §6): near-white becomes transparent, with a linear feather
 * between ink and paper so anti-aliased edges stay smooth; ink keeps its colour.
 */
export function removeNearWhite(image: RgbaImage): RgbaImage {
  const out = new Uint8Array(image.data);
  for (let i = 0; i < out.length; i += 4) {
    const light = Math.min(out[i]!, out[i + 1]!, out[i + 2]!);
    const alpha =
      light >= PAPER ? 0 : light <= INK ? 255 : Math.round((255 * (PAPER - light)) / (PAPER - INK));
    out[i + 3] = Math.min(out[i + 3]!, alpha);
  }
  return { data: out, width: image.width, height: image.height };
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
