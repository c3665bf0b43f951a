import { growInts } from './grow-ints';
import type { GreyImage, LineMask } from './raster';
import { SobelRows } from './sobel-rows';

// tan(22.5°) and tan(67.5°), as integer ratios (×1000) to stay in integer arithmetic.
const TAN_22 = 414;
const TAN_67 = 2414;
// Pixel states while tracing. Edges are already the final mask value.
const EDGE = 1;
const WEAK = 2;

/**
 * Non-maximum suppression: whether magnitude m at x is the peak across the edge, comparing the
 * two neighbours along the gradient direction (horizontal, vertical or a diagonal). Strict on
 * one side, not the other, so a plateau keeps exactly one pixel. The direction is worked out
 * only here, for the few pixels above the low threshold.
 */
function isPeak(rows: SobelRows, x: number, m: number): boolean {
  const gx = rows.hereGx[x]!;
  const gy = rows.hereGy[x]!;
  const ax = Math.abs(gx);
  const ay = Math.abs(gy) * 1000;
  const { above, here, below } = rows;
  if (ay <= ax * TAN_22) return m > here[x - 1]! && m >= here[x + 1]!;
  if (ay >= ax * TAN_67) return m > above[x]! && m >= below[x]!;
  // Gradient pointing down-right (or up-left): the neighbours are the top-left and bottom-right.
  const d = gx * gy > 0 ? 1 : -1;
  return m > above[x - d]! && m >= below[x + d]!;
}

/** Weak pixels survive only when 8-connected to a strong one: a flood fill from every edge. */
function traceWeakEdges(state: Uint8Array, w: number, seeds: Int32Array, count: number): void {
  const neighbours = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1];
  let stack = seeds;
  let top = count;
  while (top > 0) {
    const i = stack[--top]!;
    for (const n of neighbours) {
      const j = i + n;
      if (state[j] !== WEAK) continue;
      state[j] = EDGE;
      if (top === stack.length) stack = growInts(stack);
      stack[top++] = j;
    }
  }
}

/** A growable list of pixel indices. */
class PixelList {
  items = new Int32Array(1 << 16);
  count = 0;

  push(i: number): void {
    if (this.count === this.items.length) this.items = growInts(this.items);
    this.items[this.count++] = i;
  }
}

/**
 * Canny edge detection with hysteresis on an already smoothed image. Thresholds are on the
 * unnormalised 3×3 Sobel magnitude, the scale OpenCV's Canny uses, so the spec's ranges
 * (low 50–150, high 150–250) behave as artists know them.
 */
export function cannyEdges(img: GreyImage, low: number, high: number): LineMask {
  const { width: w, height: h } = img;
  const low2 = low * low;
  const high2 = high * high;
  const state = new Uint8Array(w * h);
  const strong = new PixelList();
  const weak = new PixelList();
  const rows = new SobelRows(img);

  for (let y = 1; y < h - 1; y++) {
    rows.advance();
    const { here } = rows;
    for (let x = 1; x < w - 1; x++) {
      const m = here[x]!;
      if (m < low2) continue;
      const i = y * w + x;
      if (!isPeak(rows, x, m)) continue;
      if (m >= high2) {
        state[i] = EDGE;
        strong.push(i);
      } else {
        state[i] = WEAK;
        weak.push(i);
      }
    }
  }
  traceWeakEdges(state, w, strong.items, strong.count);
  // Weak pixels no edge reached are dropped: the state is then the mask itself.
  for (let k = 0; k < weak.count; k++) {
    const i = weak.items[k]!;
    if (state[i] === WEAK) state[i] = 0;
  }
  return { data: state, width: w, height: h };
}
