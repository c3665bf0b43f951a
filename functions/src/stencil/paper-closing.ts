import type { GreyImage } from './raster';

/**
 * The running maximum (or minimum) over a window of 2r + 1 along one line of samples, van
 * Herk / Gil-Werman: three comparisons per sample whatever the window. `get`/`put` address the
 * line, so rows and columns share the code.
 */
function slide(
  src: Uint8Array,
  dst: Uint8Array,
  start: number,
  step: number,
  n: number,
  r: number,
  pickMax: boolean,
  left: Uint8Array,
  right: Uint8Array,
): void {
  const size = 2 * r + 1;
  const pick = pickMax
    ? (a: number, b: number) => (a > b ? a : b)
    : (a: number, b: number) => (a < b ? a : b);
  for (let b = 0; b < n; b += size) {
    const end = Math.min(n, b + size);
    left[b] = src[start + b * step]!;
    for (let k = b + 1; k < end; k++) left[k] = pick(left[k - 1]!, src[start + k * step]!);
    right[end - 1] = src[start + (end - 1) * step]!;
    for (let k = end - 2; k >= b; k--) right[k] = pick(right[k + 1]!, src[start + k * step]!);
  }
  for (let k = 0; k < n; k++) {
    const lo = Math.max(0, k - r);
    const hi = Math.min(n - 1, k + r);
    dst[start + k * step] = pick(right[lo]!, left[hi]!);
  }
}

function filter(img: GreyImage, r: number, pickMax: boolean): GreyImage {
  const { width: w, height: h } = img;
  const across = new Uint8Array(img.data.length);
  const out = new Uint8Array(img.data.length);
  const left = new Uint8Array(Math.max(w, h));
  const right = new Uint8Array(Math.max(w, h));
  for (let y = 0; y < h; y++) slide(img.data, across, y * w, 1, w, r, pickMax, left, right);
  for (let x = 0; x < w; x++) slide(across, out, x, w, h, r, pickMax, left, right);
  return { data: out, width: w, height: h };
}

/** Each 2×2 cell's brightest pixel: thin lines vanish, the paper and its shadows stay. */
function brightestOfPairs(img: GreyImage): GreyImage {
  const { data, width: w, height: h } = img;
  const hw = Math.ceil(w / 2);
  const hh = Math.ceil(h / 2);
  const out = new Uint8Array(hw * hh);
  for (let y = 0; y < h; y++) {
    const row = (y >> 1) * hw;
    for (let x = 0; x < w; x++) {
      const v = data[y * w + x]!;
      const k = row + (x >> 1);
      if (v > out[k]!) out[k] = v;
    }
  }
  return { data: out, width: hw, height: hh };
}

/**
 * The paper under every pixel at half size: a grey closing (the window's brightest, then the
 * darkest of those) over `reach` px, so every stroke narrower than twice `reach` is bridged by
 * the paper beside it while a shadow's edge stays where it is (a block average would smear
 * the bright side across it and print a band along the edge).
 */
export function paperClosing(img: GreyImage, reach: number): GreyImage {
  const half = brightestOfPairs(img);
  const r = Math.max(1, Math.round(reach / 2));
  return filter(filter(half, r, true), r, false);
}
