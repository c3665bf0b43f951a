import type { LineMask } from './raster';

/** Median of the counts in a run-length histogram. */
function medianOf(histogram: Uint32Array): number {
  let total = 0;
  for (const n of histogram) total += n;
  let seen = 0;
  for (let len = 1; len < histogram.length; len++) {
    seen += histogram[len]!;
    if (seen * 2 >= total) return len;
  }
  return 1;
}

/**
 * The typical stroke width of a line mask, in pixels: the median length of its horizontal runs
 * and of its vertical runs, whichever is shorter (a run across a stroke measures its width; one
 * along a stroke is long and falls in the other direction's tail). Sampled every 4th row and
 * column: a few hundred thousand runs at most.
 */
export function strokeWidth(mask: LineMask): number {
  const { data, width: w, height: h } = mask;
  const cap = 64;
  const across = new Uint32Array(cap + 1);
  const down = new Uint32Array(cap + 1);
  for (let y = 0; y < h; y += 4) {
    let run = 0;
    for (let x = 0; x <= w; x++) {
      if (x < w && data[y * w + x] === 1) run++;
      else if (run > 0) {
        across[Math.min(cap, run)]!++;
        run = 0;
      }
    }
  }
  // Down the sampled columns a row at a time (one running count per column): reading whole
  // rows keeps to contiguous memory instead of striding through the image.
  const runs = new Int32Array((w + 3) >> 2);
  for (let y = 0; y <= h; y++) {
    const row = y * w;
    for (let c = 0; c < runs.length; c++) {
      if (y < h && data[row + (c << 2)] === 1) runs[c]!++;
      else if (runs[c]! > 0) {
        down[Math.min(cap, runs[c]!)]!++;
        runs[c] = 0;
      }
    }
  }
  return Math.min(medianOf(across), medianOf(down));
}
