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

/** The mask's runs, joined into its 8-connected fragments (each root holds its area). */
export function runsOf(mask: LineMask): LineRuns {
  const runs = new LineRuns();
  let above = 0;
  for (let y = 0; y < mask.height; y++) {
    const first = runs.count;
    addRow(mask, y, runs, above);
    above = first;
  }
  return runs;
}

/**
 * Removes line fragments of fewer than `minArea` pixels (8-connected components), the dust
 * that skin texture and JPEG noise leave behind. A fragment within `keepWithin` px of the end
 * of a line that stays continues that line, not dust: the dots an anti-aliased hairline breaks into where
 * it steps from one row to the next are kept, so the line prints whole. Changes the mask in
 * place. Works on runs of pixels, not pixels: one read of the image, then a union-find over a
 * few runs per line per row.
 */
export function removeSpecks(mask: LineMask, minArea: number, keepWithin = 0): void {
  if (minArea <= 1) return;
  const runs = runsOf(mask);
  const small = (run: number) => runs.area[runs.root(run)]! < minArea;
  const near = keepWithin >= 1 ? nearLines(mask, runs, small, keepWithin) : null;
  for (let run = 0; run < runs.count; run++) {
    if (small(run) && !near?.has(runs.root(run))) {
      mask.data.fill(0, runs.start[run]!, runs.end[run]!);
    }
  }
}

/** Fragments a hairline's row of dots may chain through to reach its line. */
const MAX_HOPS = 3;

/**
 * Roots of the small fragments that lie within `reach` px (a square window) of the end of a
 * fragment that is not small, directly or through other such fragments (a hairline broken into a
 * row of dots). Fragments away from every line's end stay dust.
 */
function nearLines(
  mask: LineMask,
  runs: LineRuns,
  small: (run: number) => boolean,
  reach: number,
): Set<number> {
  const { width: w, height: h } = mask;
  const kept = new Uint8Array(mask.data.length);
  let pending: number[] = [];
  for (let run = 0; run < runs.count; run++) {
    if (!small(run)) kept.fill(1, runs.start[run]!, runs.end[run]!);
    else pending.push(run);
  }
  const data = mask.data;
  // A line's end: ink with at most one ink neighbour. Dots continue a line from its end; dust
  // beside the middle of a line stays dust.
  const isEnd = (i: number) => {
    const x = i % w;
    let neighbours = 0;
    for (let v = i - w; v <= i + w; v += w) {
      if (v < 0 || v >= data.length) continue;
      for (let u = Math.max(0, x - 1) - x; u <= Math.min(w - 1, x + 1) - x; u++) {
        if (v + u !== i && data[v + u] === 1) neighbours++;
      }
    }
    return neighbours <= 1;
  };
  const touches = (run: number) => {
    const start = runs.start[run]!;
    const y = Math.floor(start / w);
    const from = Math.max(start - y * w - reach, 0);
    const to = Math.min(runs.end[run]! - y * w + reach, w);
    for (let v = Math.max(0, y - reach); v <= Math.min(h - 1, y + reach); v++) {
      for (let x = from; x < to; x++) {
        const i = v * w + x;
        if (kept[i] === 1 && isEnd(i)) return true;
      }
    }
    return false;
  };
  const near = new Set<number>();
  // Each pass lets the lines reach one fragment further (at most MAX_HOPS: a dotted hairline,
  // not a trail of dust across the paper).
  for (let hop = 0; hop < MAX_HOPS && pending.length > 0; hop++) {
    const joined = pending.filter(touches);
    if (joined.length === 0) break;
    for (const run of joined) near.add(runs.root(run));
    const still: number[] = [];
    for (const run of pending) {
      if (near.has(runs.root(run))) kept.fill(1, runs.start[run]!, runs.end[run]!);
      else still.push(run);
    }
    pending = still;
  }
  return near;
}
