import type { GreyImage } from './raster';

/** Paper is sampled in blocks this wide: wider than the boldest stroke (8 px) and then some. */
const PAPER_BLOCK = 16;

/** A block is crossed by a line when its darkest pixel is below half its paper. */
const INKED = 0.5;

export interface PaperLevel {
  /** The paper's brightness, one value per block. */
  light: GreyImage;
  /** Share of blocks crossed by a line clearly darker than their paper. */
  inkedBlocks: number;
}

function blockExtremes(img: GreyImage, bw: number, bh: number) {
  const { data, width: w, height: h } = img;
  const max = new Uint8Array(bw * bh);
  const min = new Uint8Array(bw * bh).fill(255);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const brow = ((y / PAPER_BLOCK) | 0) * bw;
    for (let bx = 0; bx < bw; bx++) {
      const end = Math.min(w, (bx + 1) * PAPER_BLOCK);
      let hi = max[brow + bx]!;
      let lo = min[brow + bx]!;
      for (let x = bx * PAPER_BLOCK; x < end; x++) {
        const v = data[row + x]!;
        if (v > hi) hi = v;
        if (v < lo) lo = v;
      }
      max[brow + bx] = hi;
      min[brow + bx] = lo;
    }
  }
  return { max, min };
}

/** The 3×3 maximum (or minimum) of a block grid. */
function spread3(src: Uint8Array, bw: number, bh: number, pickMax: boolean): Uint8Array {
  const out = new Uint8Array(src.length);
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      let v = src[y * bw + x]!;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= bh) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= bw) continue;
          const u = src[yy * bw + xx]!;
          v = pickMax ? Math.max(v, u) : Math.min(v, u);
        }
      }
      out[y * bw + x] = v;
    }
  }
  return out;
}

/**
 * How bright the paper is, block by block (the page's white, and how many blocks lines cross,
 * for auto mode): the brightest pixel of each block (ink never fills a whole block), closed
 * over 3×3 blocks so a block covered by a bold stroke takes its neighbours' paper. The paper
 * under each pixel, for tracing, is paper-closing's finer estimate.
 */
export function paperLevel(img: GreyImage): PaperLevel {
  const bw = Math.ceil(img.width / PAPER_BLOCK);
  const bh = Math.ceil(img.height / PAPER_BLOCK);
  const { max, min } = blockExtremes(img, bw, bh);
  const light = spread3(spread3(max, bw, bh, true), bw, bh, false);
  // Blocks holding a line: their darkest pixel well below their paper.
  let inked = 0;
  for (let k = 0; k < light.length; k++) {
    if (min[k]! / Math.max(8, light[k]!) < INKED) inked++;
  }
  return {
    light: { data: light, width: bw, height: bh },
    inkedBlocks: inked / light.length,
  };
}

/** The page's white: the brightest tenth of the paper blocks (a shadow is never the white). */
export function paperWhite(paper: PaperLevel): number {
  const levels = paper.light.data;
  const counts = new Uint32Array(256);
  for (const v of levels) counts[v]!++;
  // The level at rank 0.9 × count in ascending order, read off the histogram.
  const rank = Math.floor(levels.length * 0.9);
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v]!;
    if (seen > rank) return v;
  }
  return 255;
}
