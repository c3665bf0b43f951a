import type { GreyImage, LineMask } from './raster';

/** A line mask at 32 pixels a word: bit b of word k in a row is pixel x = 32k + b. */
export interface PackedRows {
  words: Int32Array;
  /** Words per row. */
  stride: number;
  width: number;
  height: number;
}

export function packRows(mask: LineMask): PackedRows {
  const { data, width: w, height: h } = mask;
  const stride = (w + 31) >>> 5;
  const words = new Int32Array(stride * h);
  for (let y = 0; y < h; y++) {
    for (let k = 0; k < stride; k++) {
      const start = y * w + (k << 5);
      const count = Math.min(32, w - (k << 5));
      // Mask values are 0 or 1, so shifting them in needs no branch per pixel.
      let v = 0;
      for (let b = 0; b < count; b++) v |= data[start + b]! << b;
      words[y * stride + k] = v;
    }
  }
  return { words, stride, width: w, height: h };
}

/** The pixels of a grey image darker than `cut`, packed. */
export function packBelow(img: GreyImage, cut: number): PackedRows {
  const { data, width: w, height: h } = img;
  const stride = (w + 31) >>> 5;
  const words = new Int32Array(stride * h);
  for (let y = 0; y < h; y++) {
    for (let k = 0; k < stride; k++) {
      const start = y * w + (k << 5);
      const count = Math.min(32, w - (k << 5));
      let v = 0;
      for (let b = 0; b < count; b++) v |= (data[start + b]! < cut ? 1 : 0) << b;
      words[y * stride + k] = v;
    }
  }
  return { words, stride, width: w, height: h };
}

/** The bits of each row's last word that are pixels (past the row's end stays clear). */
function lastWordBits(width: number): number {
  const tail = width & 31;
  return tail === 0 ? -1 : (1 << tail) - 1;
}

/** Every pixel flipped (ink ↔ paper); bits past a row's end are left clear. */
export function invertRows(rows: PackedRows): PackedRows {
  const { words: a, stride, width } = rows;
  const out = new Int32Array(a.length);
  const last = lastWordBits(width);
  for (let row = 0; row < a.length; row += stride) {
    for (let k = row; k < row + stride - 1; k++) out[k] = ~a[k]!;
    out[row + stride - 1] = ~a[row + stride - 1]! & last;
  }
  return { ...rows, words: out };
}

/** Pixels of `a` that are not in `b`, written over `a`. */
export function subtractRows(a: PackedRows, b: PackedRows): PackedRows {
  const { words } = a;
  for (let k = 0; k < words.length; k++) words[k] = words[k]! & ~b.words[k]!;
  return a;
}

/**
 * Every line pixel widened by one pixel to the left and right, whole words at a time. Bits
 * past the row's end may be set; they are never unpacked.
 */
export function spreadSideways(rows: PackedRows): PackedRows {
  const { words: a, stride } = rows;
  const out = new Int32Array(a.length);
  for (let row = 0; row < a.length; row += stride) {
    const end = row + stride;
    for (let k = row; k < end; k++) {
      const v = a[k]!;
      const before = k > row ? a[k - 1]! >>> 31 : 0;
      const after = k + 1 < end ? a[k + 1]! << 31 : 0;
      out[k] = v | (v << 1) | before | (v >>> 1) | after;
    }
  }
  return { ...rows, words: out };
}

/**
 * Writes packed rows back into a mask of the same size. Only for rows that cover every line
 * pixel the mask already has (a dilation of it): where a word is empty, the mask already reads 0
 * and is left alone, which skips most of the image away from the lines.
 */
export function unpackRows(rows: PackedRows, into: LineMask): void {
  const { words, stride, width: w, height: h } = rows;
  const { data } = into;
  for (let y = 0; y < h; y++) {
    for (let k = 0; k < stride; k++) {
      const v = words[y * stride + k]!;
      if (v === 0) continue;
      const x0 = k << 5;
      const start = y * w + x0;
      const count = Math.min(32, w - x0);
      for (let b = 0; b < count; b++) data[start + b] = (v >>> b) & 1;
    }
  }
}

/** Sets to 1 every pixel of `into` whose bit is set (the union of both). */
export function addRows(rows: PackedRows, into: LineMask): void {
  const { words, stride, width: w, height: h } = rows;
  const { data } = into;
  for (let y = 0; y < h; y++) {
    for (let k = 0; k < stride; k++) {
      const v = words[y * stride + k]!;
      if (v === 0) continue;
      const start = y * w + (k << 5);
      const count = Math.min(32, w - (k << 5));
      for (let b = 0; b < count; b++) if ((v >>> b) & 1) data[start + b] = 1;
    }
  }
}
