import type { StencilParameters } from '@inkforge/domain';
import { cannyEdges } from './canny';
import { dilate, dilateRows } from './dilate';
import { outlineFills } from './outline-fills';
import { addRows, invertRows, packBelow, subtractRows, type PackedRows } from './packed-rows';
import type { GreyImage, LineMask } from './raster';
import { removeSpecks } from './remove-specks';
import { lineRadius, minSpeckArea, photoLineRadius, photoSpeckArea } from './stencil-geometry';
import { lineWidth, strokeWidth } from './stroke-width';

/** A hairline may be this much (of 255) lighter than the cut if it is darker than both sides. */
const HAIRLINE_REACH = 70;
/** …by at least this much, on both sides two pixels away: a ridge, not a fill's edge or grain. */
const RIDGE_DEPTH = 35;

/** Dust this close (px) to a line is the line's own: a hairline's anti-aliased steps. */
const HAIRLINE_GAP = 2;

/** The first stretched grey the tone curve lifts to the threshold or above: the ink cut. */
function inkCut(curve: Uint8Array, threshold: number): number {
  let cut = 0;
  while (cut < 255 && curve[cut]! < threshold) cut++;
  return cut;
}

function isRidge(d: Uint8Array, i: number, w: number, s: number): boolean {
  const m = s + RIDGE_DEPTH;
  return (
    (d[i - 2]! > m && d[i + 2]! > m) ||
    (d[i - 2 * w]! > m && d[i + 2 * w]! > m) ||
    (d[i - 2 * w - 2]! > m && d[i + 2 * w + 2]! > m) ||
    (d[i - 2 * w + 2]! > m && d[i + 2 * w - 2]! > m)
  );
}

/**
 * Ink of a design whose greys are stretched so ink is 0 and paper 255 (flatten-light): darker
 * than the cut, or a hairline (a thin dark ridge a little lighter than the cut, which a fixed
 * cut after a blur used to drop). The settings' tone curve and threshold set the cut.
 */
function designInk(img: GreyImage, curve: Uint8Array, threshold: number): LineMask {
  const { data: d, width: w, height: h } = img;
  const cut = inkCut(curve, threshold);
  const reach = Math.min(250, cut + HAIRLINE_REACH);
  const mask = new Uint8Array(d.length);
  for (let y = 0; y < h; y++) {
    const inner = y >= 2 && y < h - 2;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const s = d[i]!;
      if (s < cut) mask[i] = 1;
      else if (s < reach && inner && x >= 2 && x < w - 2 && isRidge(d, i, w, s)) mask[i] = 1;
    }
  }
  return { data: mask, width: w, height: h };
}

/**
 * Lines of a design (threshold mode): ink, solid fills outlined (unless kept: artists transfer
 * the outline of a blackwork area and fill it by hand), minus dust, weighted by the design's
 * own strokes.
 */
export function traceDesign(
  stretched: GreyImage,
  curve: Uint8Array,
  settings: StencilParameters,
): LineMask {
  const mask = designInk(stretched, curve, settings.threshold);
  if (!settings.keepFills) outlineFills(mask, lineWidth(mask));
  const width = strokeWidth(mask);
  removeSpecks(mask, minSpeckArea(settings.noiseThreshold, width), HAIRLINE_GAP);
  dilate(mask, lineRadius(settings.lineThickness, width));
  return mask;
}

/** Strokes up to this many pixels wide are filled in edge mode rather than outlined twice. */
const BOLD_STROKE = 10;

/**
 * Dark strokes narrower than BOLD_STROKE: what survives an opening (an erosion, the dilation
 * of the paper, then a dilation) is a dark area, not a stroke, and is left to Canny's outline.
 * Packed 32 pixels a word throughout.
 */
function thinDark(smoothed: GreyImage, threshold: number): PackedRows {
  const dark = packBelow(smoothed, threshold / 2);
  const core = invertRows(dilateRows(invertRows(dark), BOLD_STROKE / 2));
  return subtractRows(dark, dilateRows(core, BOLD_STROKE / 2));
}

/**
 * Lines of a photo (edge mode): Canny edges, with dark strokes filled so a bold line is one
 * line and not two edges with a gap between. The edge thresholds are divided by `gentler`: an
 * enlarged photo's edges change over more pixels.
 */
export function tracePhoto(
  smoothed: GreyImage,
  settings: StencilParameters,
  gentler: number,
): LineMask {
  const longSide = Math.max(smoothed.width, smoothed.height);
  const strokes = thinDark(smoothed, settings.threshold);
  const low = settings.edgeLowThreshold / gentler;
  const mask = cannyEdges(smoothed, low, settings.edgeHighThreshold / gentler);
  addRows(strokes, mask);
  removeSpecks(mask, photoSpeckArea(settings.noiseThreshold, longSide));
  dilate(mask, photoLineRadius(settings.lineThickness, longSide));
  return mask;
}

/**
 * Black lines on white paper, painted over the mask's buffer: the only stencil a thermal
 * printer can use (white on black blackens the sheet).
 */
export function paintStencil(mask: LineMask): GreyImage {
  const { data } = mask;
  // Four pixels a word where the buffer allows: each byte is 0 or 1, so (byte ^ 1) × 255 is
  // 255 or 0 and never carries into the next byte.
  const words = data.byteOffset % 4 === 0 ? data.length >> 2 : 0;
  const packed = new Uint32Array(data.buffer, data.byteOffset, words);
  for (let k = 0; k < words; k++) packed[k] = Math.imul(packed[k]! ^ 0x01010101, 255);
  for (let i = words << 2; i < data.length; i++) data[i] = data[i] === 1 ? 0 : 255;
  return mask;
}
