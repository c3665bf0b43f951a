import { packRows, spreadSideways, unpackRows, type PackedRows } from './packed-rows';
import type { LineMask } from './raster';

/** For each row offset dy within the radius, the widest horizontal reach dx with dx² + dy² ≤ r². */
function discHalfWidths(radius: number): Int32Array {
  const reach = Math.floor(radius);
  const r2 = radius * radius;
  const widths = new Int32Array(2 * reach + 1);
  for (let dy = -reach; dy <= reach; dy++) {
    let dx = 0;
    while ((dx + 1) * (dx + 1) + dy * dy <= r2) dx++;
    widths[dy + reach] = dx;
  }
  return widths;
}

/**
 * Thickens lines with a disc of the given radius (Euclidean). A disc is a stack of horizontal
 * runs, so each row is spread sideways by every run half-width once, and each output row ORs
 * the spread rows above and below it. Rows are bit-packed, 32 pixels a word: at 4096² the whole
 * dilation is a few million word operations instead of a loop per pixel per row. Bits past a
 * row's end may be set in the result.
 */
export function dilateRows(source: PackedRows, radius: number): PackedRows {
  if (radius < 1) return source;
  const { height: h } = source;
  const widths = discHalfWidths(radius);
  const reach = (widths.length - 1) / 2;
  // spread[d]: every row widened by d pixels each side (d = 0 is the mask itself).
  const spread: PackedRows[] = [source];
  for (let d = 1; d <= reach; d++) spread.push(spreadSideways(spread[d - 1]!));

  const { words, stride } = source;
  const out = new Int32Array(words.length);
  for (let y = 0; y < h; y++) {
    const row = y * stride;
    for (let dy = Math.max(-reach, -y); dy <= Math.min(reach, h - 1 - y); dy++) {
      const from = spread[widths[dy + reach]!]!.words;
      const src = row + dy * stride;
      for (let k = 0; k < stride; k++) out[row + k] = out[row + k]! | from[src + k]!;
    }
  }
  return { ...source, words: out };
}

/** dilateRows on a byte mask, changing it in place. */
export function dilate(mask: LineMask, radius: number): void {
  if (radius < 1) return;
  unpackRows(dilateRows(packRows(mask), radius), mask);
}
