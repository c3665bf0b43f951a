import type { GreyImage } from './raster';

const BLOCK = 32;
/** Pixels compared this far apart: beyond the reach of a smoothing blur's correlation. */
const APART = 3;

/**
 * The image's noise (grain, sensor noise, JPEG): the standard deviation of a pixel, estimated
 * from the differences between pixels APART px apart along a row on paper (pixels within a fifth of their
 * block's brightest), the median over blocks so lines and shadow edges do not count.
 */
export function paperNoise(img: GreyImage): number {
  const { data, width: w, height: h } = img;
  const estimates: number[] = [];
  for (let by = 0; by + BLOCK <= h; by += BLOCK) {
    for (let bx = 0; bx + BLOCK <= w; bx += BLOCK) {
      let top = 0;
      for (let y = by; y < by + BLOCK; y += 4) {
        for (let x = bx; x < bx + BLOCK; x++) if (data[y * w + x]! > top) top = data[y * w + x]!;
      }
      const floor = top * 0.8;
      let sum = 0;
      let n = 0;
      for (let y = by; y < by + BLOCK; y += 2) {
        const row = y * w;
        for (let x = bx; x < bx + BLOCK - APART; x++) {
          const a = data[row + x]!;
          const b = data[row + x + APART]!;
          if (a < floor || b < floor) continue;
          sum += Math.abs(a - b);
          n++;
        }
      }
      if (n > BLOCK * 4) estimates.push(sum / n);
    }
  }
  if (estimates.length === 0) return 0;
  estimates.sort((a, b) => a - b);
  // Mean |a − b| of two independent normal samples is 2σ/√π.
  return (estimates[estimates.length >> 1]! * Math.sqrt(Math.PI)) / 2;
}
