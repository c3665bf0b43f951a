import { dilate } from '../../src/stencil/dilate';
import type { LineMask } from '../../src/stencil/raster';

/** The stencil quality measures of one image (see docs/stencil-quality.md). */
export interface LineScore {
  /** Share of found line pixels within the tolerance of a true line pixel. */
  precision: number;
  /** Share of true line pixels within the tolerance of a found line pixel. */
  recall: number;
  f1: number;
  /** Found components (8-connected) with no pixel near the true lines: dust, shadow edges. */
  strays: number;
  /** Gaps along the true centre lines, per 1,000 px of centre line. */
  breaksPerKpx: number;
}

function near(mask: Uint8Array, width: number, height: number, tolerance: number): Uint8Array {
  const copy = { data: mask.slice(), width, height };
  dilate(copy, tolerance);
  return copy.data;
}

function share(of: Uint8Array, within: Uint8Array): number {
  let total = 0;
  let hit = 0;
  for (let i = 0; i < of.length; i++) {
    if (of[i] !== 1) continue;
    total++;
    if (within[i] === 1) hit++;
  }
  return total === 0 ? 0 : hit / total;
}

/** Components of `mask` that never come within `allowed` (8-connected flood fill). */
function countStrays(mask: Uint8Array, w: number, h: number, allowed: Uint8Array): number {
  const seen = new Uint8Array(mask.length);
  let stack = new Int32Array(1 << 16);
  let strays = 0;
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== 1 || seen[start]) continue;
    let top = 0;
    let touches = false;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const i = stack[--top]!;
      if (allowed[i] === 1) touches = true;
      const x = i % w;
      const y = (i - x) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const j = yy * w + xx;
          if (mask[j] !== 1 || seen[j]) continue;
          seen[j] = 1;
          if (top === stack.length) {
            const grown = new Int32Array(stack.length * 2);
            grown.set(stack);
            stack = grown;
          }
          stack[top++] = j;
        }
      }
    }
    if (!touches) strays++;
  }
  return strays;
}

/** Runs of centre-line samples with no found line within the tolerance. */
function countBreaks(centres: Float32Array[], covered: Uint8Array, w: number, h: number) {
  let breaks = 0;
  let length = 0;
  for (const line of centres) {
    let inGap = false;
    for (let k = 0; k < line.length; k += 2) {
      const x = Math.min(w - 1, Math.max(0, Math.floor(line[k]!)));
      const y = Math.min(h - 1, Math.max(0, Math.floor(line[k + 1]!)));
      length++;
      const hit = covered[y * w + x] === 1;
      if (!hit && !inGap) breaks++;
      inGap = !hit;
    }
  }
  return { breaks, length };
}

export function scoreLines(
  found: LineMask,
  truth: Uint8Array,
  centres: Float32Array[],
  tolerance = 2,
): LineScore {
  const { width: w, height: h } = found;
  const nearTruth = near(truth, w, h, tolerance);
  const nearFound = near(found.data, w, h, tolerance);
  const precision = share(found.data, nearTruth);
  const recall = share(truth, nearFound);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const { breaks, length } = countBreaks(centres, nearFound, w, h);
  return {
    precision,
    recall,
    f1,
    strays: countStrays(found.data, w, h, nearTruth),
    breaksPerKpx: length === 0 ? 0 : (breaks / length) * 1000,
  };
}

/** Line pixels of a stencil image: anything darker than mid-grey. */
export function inkOf(grey: { data: Uint8Array; width: number; height: number }): LineMask {
  const data = new Uint8Array(grey.data.length);
  for (let i = 0; i < data.length; i++) data[i] = grey.data[i]! < 128 ? 1 : 0;
  return { data, width: grey.width, height: grey.height };
}
