import type { GreyImage } from './raster';

/**
 * The running maximum over a window of 2r + 1 along one row, van Herk / Gil-Werman: three
 * comparisons per pixel whatever the window (block prefix and suffix maxima, then one of each).
 * A minimum is the maximum of the inverted row: `flip` is 255 for a minimum, 0 for a maximum.
 */
function slideRow(
  src: Uint8Array,
  start: number,
  dst: Uint8Array,
  dstStart: number,
  n: number,
  r: number,
  flip: number,
  left: Uint8Array,
  right: Uint8Array,
): void {
  const size = 2 * r + 1;
  for (let b = 0; b < n; b += size) {
    const end = Math.min(n, b + size);
    let m = 0;
    for (let k = b; k < end; k++) {
      const v = src[start + k]! ^ flip;
      if (v > m) m = v;
      left[k] = m;
    }
    m = 0;
    for (let k = end - 1; k >= b; k--) {
      const v = src[start + k]! ^ flip;
      if (v > m) m = v;
      right[k] = m;
    }
  }
  for (let k = 0; k < n; k++) {
    const u = right[k - r < 0 ? 0 : k - r]!;
    const v = left[k + r >= n ? n - 1 : k + r]!;
    dst[dstStart + k] = (u > v ? u : v) ^ flip;
  }
}

/**
 * The same running extreme down the columns, a whole row at a time (row-major: each row of
 * the block prefix and suffix is one pass over contiguous memory, not a stride through it),
 * four cells a 32-bit word. `w` is a multiple of 4.
 */
function slideRows(
  src8: Uint8Array,
  w: number,
  h: number,
  r: number,
  pickMax: boolean,
): Uint8Array {
  const size = 2 * r + 1;
  const n = w >> 2;
  const src = new Uint32Array(src8.buffer, src8.byteOffset, n * h);
  const left = new Uint32Array(src.length);
  const right = new Uint32Array(src.length);
  const out = new Uint32Array(src.length);
  for (let b = 0; b < h; b += size) {
    const end = Math.min(h, b + size);
    left.set(src.subarray(b * n, (b + 1) * n), b * n);
    for (let y = b + 1; y < end; y++) extreme(left, y - 1, src, y, left, y, n, pickMax);
    right.set(src.subarray((end - 1) * n, end * n), (end - 1) * n);
    for (let y = end - 2; y >= b; y--) extreme(right, y + 1, src, y, right, y, n, pickMax);
  }
  for (let y = 0; y < h; y++) {
    extreme(right, Math.max(0, y - r), left, Math.min(h - 1, y + r), out, y, n, pickMax);
  }
  return new Uint8Array(out.buffer);
}

/** Bytes 0 and 2 of a word: two cells in 16-bit lanes, room for a borrow above each. */
const LANES = 0x00ff00ff;

/**
 * Row `oy` of `out` = the byte-wise maximum (or minimum) of row `ay` of a and `by` of b, rows
 * of `n` words. Without branches, two cells a lane: (x | 256) − y keeps bit 8 of a lane set
 * exactly when x ≥ y, and that bit spread to 0xff picks x or y.
 */
function extreme(
  a: Uint32Array,
  ay: number,
  b: Uint32Array,
  by: number,
  out: Uint32Array,
  oy: number,
  n: number,
  pickMax: boolean,
): void {
  const ao = ay * n;
  const bo = by * n;
  const oo = oy * n;
  for (let k = 0; k < n; k++) {
    const x = a[ao + k]!;
    const y = b[bo + k]!;
    const xe = x & LANES;
    const ye = y & LANES;
    const xo = (x >>> 8) & LANES;
    const yo = (y >>> 8) & LANES;
    const ge = ((((xe | 0x01000100) - ye) >>> 8) & 0x00010001) * 255;
    const go = ((((xo | 0x01000100) - yo) >>> 8) & 0x00010001) * 255;
    const even = pickMax ? (xe & ge) | (ye & ~ge & LANES) : (ye & ge) | (xe & ~ge & LANES);
    const odd = pickMax ? (xo & go) | (yo & ~go & LANES) : (yo & go) | (xo & ~go & LANES);
    out[oo + k] = even | (odd << 8);
  }
}

/**
 * The running maximum (or minimum) over a (2r + 1)² square: along the rows, then down the
 * columns on rows padded to whole words.
 */
function filter(img: GreyImage, r: number, pickMax: boolean): GreyImage {
  const { width: w, height: h } = img;
  const stride = (w + 3) & ~3;
  const across = new Uint8Array(stride * h);
  const left = new Uint8Array(w);
  const right = new Uint8Array(w);
  const flip = pickMax ? 0 : 255;
  for (let y = 0; y < h; y++)
    slideRow(img.data, y * w, across, y * stride, w, r, flip, left, right);
  const down = slideRows(across, stride, h, r, pickMax);
  if (stride === w) return { data: down, width: w, height: h };
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) data.set(down.subarray(y * stride, y * stride + w), y * w);
  return { data, width: w, height: h };
}

/** The larger of two bytes without a branch (grain makes the comparison unpredictable). */
function larger(a: number, b: number): number {
  const d = a - b;
  return a - (d & (d >> 31));
}

/**
 * Each cell's brightest pixel (cells 2^shift wide): thin lines vanish, the paper stays. Down
 * each band of rows first (whole rows, contiguous), then across the band's cells.
 */
function brightestOfCells(img: GreyImage, shift: number): GreyImage {
  const { data, width: w, height: h } = img;
  const size = 1 << shift;
  const cw = ((w - 1) >> shift) + 1;
  const ch = ((h - 1) >> shift) + 1;
  const out = new Uint8Array(cw * ch);
  const band = new Uint8Array(w);
  for (let cy = 0; cy < ch; cy++) {
    const first = cy << shift;
    band.set(data.subarray(first * w, (first + 1) * w));
    for (let y = first + 1; y < Math.min(h, first + size); y++) {
      const row = y * w;
      for (let x = 0; x < w; x++) band[x] = larger(data[row + x]!, band[x]!);
    }
    const cells = cy * cw;
    for (let c = 0; c < cw; c++) {
      const end = Math.min(w, (c + 1) << shift);
      let m = 0;
      for (let x = c << shift; x < end; x++) m = larger(band[x]!, m);
      out[cells + c] = m;
    }
  }
  return { data: out, width: cw, height: ch };
}

/** The paper under a picture, one value per cell of 2^shift × 2^shift pixels. */
export interface PaperMap extends GreyImage {
  shift: number;
}

/** Above this long side the paper is estimated on 4-px cells, below on 2-px ones. */
const COARSE_FROM = 3000;

/**
 * The paper under every pixel: a grey closing (the window's brightest, then the darkest of
 * those) over `reach` px, on cells of 2 px (4 px on the largest canvases, where that is as
 * sharp at print size), so every stroke narrower than twice `reach` is bridged by the paper
 * beside it while a shadow's edge stays where it is (a block average would smear the bright
 * side across it and print a band along the edge).
 */
export function paperClosing(img: GreyImage, reach: number): PaperMap {
  const shift = Math.max(img.width, img.height) > COARSE_FROM ? 2 : 1;
  const cells = brightestOfCells(img, shift);
  const r = Math.max(1, Math.round(reach / (1 << shift)));
  return { ...filter(filter(cells, r, true), r, false), shift };
}
