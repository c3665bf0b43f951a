import type { PaperMap } from './paper-closing';
import type { GreyImage } from './raster';

/** Paper is brought to this grey everywhere, so the edge thresholds mean the same in shadow. */
const PAPER = 200;

/**
 * Every (light level, grey) pair mapped at once for photos: flat-field division to a common
 * paper grey, then the tone curve.
 */
export function photoTable(curve: Uint8Array): Uint8Array {
  const table = new Uint8Array(256 * 256);
  for (let light = 0; light < 256; light++) {
    const level = Math.max(8, light);
    for (let v = 0; v < 256; v++) {
      table[(light << 8) | v] = curve[Math.min(255, Math.round((v * PAPER) / level))]!;
    }
  }
  return table;
}

/** For each output pixel along one axis: the two source pixels around it and the blend weight. */
interface Steps {
  lo: Int32Array;
  hi: Int32Array;
  t: Float32Array;
}

/** Source position of each output pixel centre along one axis (as image resamplers align them). */
function sourceSteps(outSize: number, inSize: number): Steps {
  const lo = new Int32Array(outSize);
  const hi = new Int32Array(outSize);
  const t = new Float32Array(outSize);
  const scale = inSize / outSize;
  for (let x = 0; x < outSize; x++) {
    const s = Math.min(inSize - 1, Math.max(0, (x + 0.5) * scale - 0.5));
    lo[x] = Math.floor(s);
    hi[x] = Math.min(inSize - 1, lo[x]! + 1);
    t[x] = s - lo[x]!;
  }
  return { lo, hi, t };
}

/** Row r of the small light image stretched to the full width (linear interpolation). */
function widenRow(light: GreyImage, r: number, cols: Steps, out: Float32Array): void {
  const { data, width: sw } = light;
  const row = r * sw;
  for (let x = 0; x < out.length; x++) {
    const left = data[row + cols.lo[x]!]!;
    out[x] = left + (data[row + cols.hi[x]!]! - left) * cols.t[x]!;
  }
}

/** How a design's greys become ink: the noise to ignore and the grey that is solid ink anyway. */
export interface DesignTones {
  /** Typical ink darkness as a share of its paper (paper-level). */
  inkShare: number;
  /** Grey levels below the paper that are still noise (a few standard deviations). */
  noiseFloor: number;
  /** Greys darker than this are ink wherever they are: filled blackwork, not a shadow. */
  solidInk: number;
}

/**
 * Every (paper level, grey) pair mapped at once for designs: the grey's depth below its paper,
 * less the noise floor (grain in a shadow is not a line), as a share of the paper, stretched so
 * typical ink is 0 and paper 255 (a pencil line then weighs as much as a pen one).
 */
export function designTable({ inkShare, noiseFloor, solidInk }: DesignTones): Uint8Array {
  const table = new Uint8Array(256 * 256);
  const ink = Math.min(0.6, inkShare);
  for (let paper = 0; paper < 256; paper++) {
    const level = Math.max(8, paper);
    for (let v = 0; v < 256; v++) {
      const depth = Math.max(0, level - v - noiseFloor);
      const share = v < solidInk ? 0 : Math.max(0, 1 - depth / level);
      table[(paper << 8) | v] = Math.max(0, Math.round((255 * (share - ink)) / (1 - ink)));
    }
  }
  return table;
}

/**
 * Flat-field correction: each pixel divided by the local light level, so a shadow across the
 * page no longer halves the contrast of the lines inside it; `table` maps (level, grey) pairs.
 * `light` is the light level at a reduced size, scaled up bilinearly here: the two light
 * rows around an output row are stretched sideways (once per light row, not per output row)
 * and blended. Changes the image in place.
 */
export function flattenLight(img: GreyImage, light: GreyImage, table: Uint8Array): void {
  const { data, width: w, height: h } = img;
  const cols = sourceSteps(w, light.width);
  const rows = sourceSteps(h, light.height);
  const top = new Float32Array(w);
  const bottom = new Float32Array(w);
  let topRow = -1;
  for (let y = 0; y < h; y++) {
    if (rows.lo[y] !== topRow) {
      topRow = rows.lo[y]!;
      widenRow(light, topRow, cols, top);
      widenRow(light, rows.hi[y]!, cols, bottom);
    }
    const t = rows.t[y]!;
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const above = top[x]!;
      const level = (above + (bottom[x]! - above) * t + 0.5) | 0;
      data[row + x] = table[(level << 8) | data[row + x]!]!;
    }
  }
}

/**
 * The same for a paper map (paper-closing), looked up cell by cell without interpolation: the
 * closing is flat except at a shadow's edge, which should stay sharp.
 */
export function flattenByCells(img: GreyImage, paper: PaperMap, table: Uint8Array): void {
  const { data, width: w, height: h } = img;
  const { data: light, width: cw, shift } = paper;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const lrow = (y >> shift) * cw;
    // Cell by cell: the cell's row of the table is picked once for its pixels.
    for (let c = 0; c < cw; c++) {
      const base = light[lrow + c]! << 8;
      const end = row + Math.min(w, (c + 1) << shift);
      for (let i = row + (c << shift); i < end; i++) data[i] = table[base | data[i]!]!;
    }
  }
}
