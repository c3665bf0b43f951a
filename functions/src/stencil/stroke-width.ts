import type { LineMask } from './raster';

/** Runs are counted up to this length; longer ones fall in its bin. */
const CAP = 64;

/** Median of the counts in a run-length histogram, over lengths below `end`. */
function medianOf(histogram: Uint32Array, end: number): number {
  let total = 0;
  for (let len = 1; len < end; len++) total += histogram[len]!;
  let seen = 0;
  for (let len = 1; len < end; len++) {
    seen += histogram[len]!;
    if (seen * 2 >= total) return len;
  }
  return 1;
}

/** Histograms of horizontal and vertical run lengths, every 4th row and column. */
function runLengths(mask: LineMask): { across: Uint32Array; down: Uint32Array } {
  const { data, width: w, height: h } = mask;
  const across = new Uint32Array(CAP + 1);
  const down = new Uint32Array(CAP + 1);
  for (let y = 0; y < h; y += 4) {
    let run = 0;
    for (let x = 0; x <= w; x++) {
      if (x < w && data[y * w + x] === 1) run++;
      else if (run > 0) {
        across[Math.min(CAP, run)]!++;
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
        down[Math.min(CAP, runs[c]!)]!++;
        runs[c] = 0;
      }
    }
  }
  return { across, down };
}

/**
 * The typical stroke width of a line mask, in pixels: the median length of its horizontal runs
 * and of its vertical runs, whichever is shorter (a run across a stroke measures its width; one
 * along a stroke is long and falls in the other direction's tail). Sampled every 4th row and
 * column: a few hundred thousand runs at most.
 */
export function strokeWidth(mask: LineMask): number {
  const { across, down } = runLengths(mask);
  return Math.min(medianOf(across, CAP + 1), medianOf(down, CAP + 1));
}

/**
 * The same for the lines alone: runs of CAP pixels or more cross a filled area, not a line,
 * and are left out (a design mostly of solid fills would otherwise measure its fills).
 */
export function lineWidth(mask: LineMask): number {
  const { across, down } = runLengths(mask);
  return Math.min(medianOf(across, CAP), medianOf(down, CAP));
}
