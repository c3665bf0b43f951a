import type { PaperMap } from './paper-closing';
import type { GreyImage } from './raster';

/** Pixels darker than this share of their paper count as ink for the estimate. */
const INKY = 0.7;

/**
 * Typical ink darkness as a share of the paper right under it (0 = black ink, 0.5 = soft
 * pencil): the median share of the pixels clearly darker than their paper, every other row and
 * column. Against the paper closing, a shadow's edge is not ink (block estimates counted it).
 */
export function inkShare(img: GreyImage, paper: PaperMap): number {
  const { data, width: w, height: h } = img;
  const { data: levels, width: pw, shift } = paper;
  const counts = new Uint32Array(101);
  let total = 0;
  for (let y = 0; y < h; y += 2) {
    const prow = (y >> shift) * pw;
    for (let x = 0; x < w; x += 2) {
      const share = data[y * w + x]! / Math.max(8, levels[prow + (x >> shift)]!);
      if (share >= INKY) continue;
      counts[Math.round(share * 100)]!++;
      total++;
    }
  }
  let seen = 0;
  for (let k = 0; k <= 100; k++) {
    seen += counts[k]!;
    if (seen * 2 >= total && total > 0) return k / 100;
  }
  return 0;
}
