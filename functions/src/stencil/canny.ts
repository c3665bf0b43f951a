import type { GreyImage, LineMask } from './raster';

// Gradient direction bins: which two neighbours lie along the gradient.
const HORIZONTAL = 0;
const DIAGONAL_DOWN = 1;
const VERTICAL = 2;
const DIAGONAL_UP = 3;
// tan(22.5°) and tan(67.5°), as integer ratios (×1000) to stay in integer arithmetic.
const TAN_22 = 414;
const TAN_67 = 2414;

function directionOf(gx: number, gy: number): number {
  const ax = Math.abs(gx);
  const ay = Math.abs(gy) * 1000;
  if (ay <= ax * TAN_22) return HORIZONTAL;
  if (ay >= ax * TAN_67) return VERTICAL;
  return gx * gy > 0 ? DIAGONAL_DOWN : DIAGONAL_UP;
}

/** Squared Sobel magnitude (fits in int32: at most 2 × 1020²) and its direction bin. */
function sobel(img: GreyImage): { mag2: Int32Array; dir: Uint8Array } {
  const { data: p, width: w, height: h } = img;
  const mag2 = new Int32Array(w * h);
  const dir = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    let i = y * w + 1;
    for (let x = 1; x < w - 1; x++, i++) {
      const tl = p[i - w - 1]!;
      const tr = p[i - w + 1]!;
      const bl = p[i + w - 1]!;
      const br = p[i + w + 1]!;
      const gx = tr + 2 * p[i + 1]! + br - (tl + 2 * p[i - 1]! + bl);
      const gy = bl + 2 * p[i + w]! + br - (tl + 2 * p[i - w]! + tr);
      mag2[i] = gx * gx + gy * gy;
      dir[i] = directionOf(gx, gy);
    }
  }
  return { mag2, dir };
}

/**
 * Canny edge detection with hysteresis on an already smoothed image. Thresholds are on the
 * unnormalised 3×3 Sobel magnitude, the scale OpenCV's Canny uses, so the spec's ranges
 * (low 50–150, high 150–250) behave as artists know them.
 */
export function cannyEdges(img: GreyImage, low: number, high: number): LineMask {
  const { width: w, height: h } = img;
  const { mag2, dir } = sobel(img);
  const low2 = low * low;
  const high2 = high * high;
  const offsets = [1, w + 1, w, w - 1];
  // 0 none, 1 weak candidate, 2 edge.
  const state = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  let top = 0;

  for (let y = 1; y < h - 1; y++) {
    let i = y * w + 1;
    for (let x = 1; x < w - 1; x++, i++) {
      const m = mag2[i]!;
      if (m < low2) continue;
      const o = offsets[dir[i]!]!;
      // Strict on one side, not the other, so a plateau keeps exactly one pixel.
      if (m <= mag2[i - o]! || m < mag2[i + o]!) continue;
      if (m >= high2) {
        state[i] = 2;
        stack[top++] = i;
      } else {
        state[i] = 1;
      }
    }
  }

  // Weak pixels survive only when 8-connected to a strong one.
  const neighbours = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1];
  while (top > 0) {
    const i = stack[--top]!;
    for (const n of neighbours) {
      const j = i + n;
      if (state[j] === 1) {
        state[j] = 2;
        stack[top++] = j;
      }
    }
  }

  for (let i = 0; i < state.length; i++) state[i] = state[i] === 2 ? 1 : 0;
  return { data: state, width: w, height: h };
}
