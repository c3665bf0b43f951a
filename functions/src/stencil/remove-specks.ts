import { LineRuns } from './line-runs';
import type { LineMask } from './raster';

/**
 * Finds the runs of row y and joins each to the runs of the row above that it touches, at the
 * side or a corner (8-connectivity). `above` is the first run of the previous row.
 */
function addRow(mask: LineMask, y: number, runs: LineRuns, above: number): void {
  const { data, width: w } = mask;
  const rowStart = y * w;
  const rowEnd = rowStart + w;
  let prev = above;
  const aboveEnd = runs.count;
  for (let x = rowStart; x < rowEnd; x++) {
    if (data[x] !== 1) continue;
    const start = x;
    while (x < rowEnd && data[x] === 1) x++;
    const run = runs.add(start, x);
    // Runs above are in order: skip those ending left of this one's reach, join the overlapping.
    while (prev < aboveEnd && runs.end[prev]! + w < start) prev++;
    for (let k = prev; k < aboveEnd && runs.start[k]! + w <= x; k++) runs.join(k, run);
  }
}

/**
 * Removes line fragments of fewer than `minArea` pixels (8-connected components), the dust
 * that skin texture and JPEG noise leave behind. Changes the mask in place. Works on runs of
 * pixels, not pixels: one read of the image, then a union-find over a few runs per line per row.
 */
export function removeSpecks(mask: LineMask, minArea: number): void {
  if (minArea <= 1) return;
  const runs = new LineRuns();
  let above = 0;
  for (let y = 0; y < mask.height; y++) {
    const first = runs.count;
    addRow(mask, y, runs, above);
    above = first;
  }
  for (let run = 0; run < runs.count; run++) {
    if (runs.area[runs.root(run)]! < minArea) mask.data.fill(0, runs.start[run]!, runs.end[run]!);
  }
}
