import { dilateRows } from './dilate';
import { invertRows, packRows, type PackedRows } from './packed-rows';
import type { LineMask } from './raster';

/**
 * A fill is ink that holds a disc this many line widths in radius (at least MIN_FILL_RADIUS
 * px): bold strokes of a few line widths stay lines, blackwork areas are outlined.
 */
const FILL_LINE_WIDTHS = 4;
const MIN_FILL_RADIUS = 8;

function fillRadius(lineWidth: number): number {
  return Math.max(MIN_FILL_RADIUS, FILL_LINE_WIDTHS * lineWidth);
}

/** Paper along the image's edge: a fill cut by the edge is outlined along it too. */
function paperFrame(paper: PackedRows): void {
  const { words, stride, width: w, height: h } = paper;
  const lastWord = (w - 1) >>> 5;
  const lastBit = 1 << ((w - 1) & 31);
  for (let k = 0; k < stride; k++) {
    words[k] = -1;
    words[(h - 1) * stride + k] = -1;
  }
  for (let y = 0; y < h; y++) {
    words[y * stride] = words[y * stride]! | 1;
    words[y * stride + lastWord] = words[y * stride + lastWord]! | lastBit;
  }
}

/**
 * Solid ink areas become their outline, a line `lineWidth` px wide along each area's edge;
 * lines and bold strokes are left as they are. A pixel is inside a fill when it lies more than
 * `lineWidth` inside the union of the discs of fillRadius that fit in the ink (an opening):
 * those pixels are the ones cleared. Returns whether any fill was found. Packed 32 pixels a word.
 */
export function outlineFills(mask: LineMask, lineWidth: number): boolean {
  const radius = fillRadius(lineWidth);
  const paper = invertRows(packRows(mask));
  paperFrame(paper);
  const centres = invertRows(dilateRows(paper, radius));
  if (!centres.words.some((v) => v !== 0)) return false;
  const inside = dilateRows(centres, radius - lineWidth);
  const { words, stride, width: w, height: h } = inside;
  const { data } = mask;
  for (let y = 0; y < h; y++) {
    for (let k = 0; k < stride; k++) {
      const v = words[y * stride + k]!;
      if (v === 0) continue;
      const start = y * w + (k << 5);
      const count = Math.min(32, w - (k << 5));
      for (let b = 0; b < count; b++) if ((v >>> b) & 1) data[start + b] = 0;
    }
  }
  return true;
}
