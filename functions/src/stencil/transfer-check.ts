import { dilate } from './dilate';
import { spreadMm } from './healed-look';
import { NEEDLE_MIN_MM } from './print/stencil-pdf';
import type { LineMask } from './raster';
import { removeSpecks, runsOf } from './remove-specks';

/** Transfer paper (hectograph or thermal) loses lines finer than this on skin. */
export const PAPER_MIN_MM = 0.5;
/** A gap narrower than this closes within ten years as the lines spread (healed-look). */
export const GAP_MIN_MM = spreadMm(10);

/** Pixels across at this many mm: the width the check tests lines and gaps against. */
const spanOf = (mm: number, pxPerMm: number) => Math.max(1, Math.round(mm * pxPerMm));

/**
 * A dot smaller than a disc of the paper's minimum width does not transfer: a speck. When that
 * disc is under a pixel (a small image printed large), no fragment is a speck.
 */
const speckArea = (pxPerMm: number) => Math.round((Math.PI / 4) * (PAPER_MIN_MM * pxPerMm) ** 2);

/**
 * Pixels per mm of the stencil on skin: its ink box `ink` printed `size` wide or high (the size
 * the artist sets is the ink's, as the print is).
 */
export function pxPerMmAt(
  ink: { width: number; height: number },
  size: { size: number; unit: 'cm' | 'in'; dimension: 'width' | 'height' },
): number {
  const mm = size.size * (size.unit === 'cm' ? 10 : 25.4);
  return (size.dimension === 'width' ? ink.width : ink.height) / mm;
}

const copy = (m: LineMask): LineMask => ({ ...m, data: m.data.slice() });

function invert(m: LineMask): LineMask {
  const data = new Uint8Array(m.data.length);
  for (let i = 0; i < data.length; i++) data[i] = 1 - m.data[i]!;
  return { ...m, data };
}

/** Ink ∩ not-`other`, pixel by pixel. */
function minus(m: LineMask, other: LineMask): LineMask {
  const data = new Uint8Array(m.data.length);
  for (let i = 0; i < data.length; i++) data[i] = m.data[i]! & (1 - other.data[i]!);
  return { ...m, data };
}

/**
 * Above this span a pixel is under an eighth of the width tested: an even span is taken as the
 * odd one below it (a pixel more lenient) and the slow half-pixel step is skipped.
 */
const EXACT_SPAN = 8;

/**
 * Grows the mask by a round element `span` px across: a disc of radius (span − 1) / 2 for an
 * odd span; for an even one, that disc spread by one more pixel towards +x/+y (`flip`: −x/−y),
 * so a line exactly `span` px wide holds it. In place.
 */
function grow(m: LineMask, span: number, flip: boolean): LineMask {
  dilate(m, Math.floor((span - 1) / 2));
  if (span % 2 === 1 || span > EXACT_SPAN) return m;
  const { data, width: w, height: h } = m;
  const d = flip ? -1 : 1;
  const src = data.slice();
  for (let y = 0; y < h; y++) {
    const py = y - d;
    for (let x = 0; x < w; x++) {
      const px = x - d;
      const xOk = px >= 0 && px < w;
      const yOk = py >= 0 && py < h;
      if (
        src[y * w + x] === 1 ||
        (xOk && src[y * w + px] === 1) ||
        (yOk && src[py * w + x] === 1) ||
        (xOk && yOk && src[py * w + px] === 1)
      ) {
        data[y * w + x] = 1;
      }
    }
  }
  return m;
}

/** Erosion by the same element: the paper grown by its reflection. */
const shrink = (m: LineMask, span: number) => invert(grow(invert(m), span, true));

/** The ink a round element `span` px across cannot sweep: parts thinner than `span`. */
function thinnerThan(ink: LineMask, span: number): LineMask {
  if (span <= 1) return { ...ink, data: new Uint8Array(ink.data.length) };
  return minus(ink, grow(shrink(ink, span), span, false));
}

/** The paper a round element `span` px across cannot pass: gaps narrower than `span`. */
function gapsNarrowerThan(ink: LineMask, span: number): LineMask {
  if (span <= 1) return { ...ink, data: new Uint8Array(ink.data.length) };
  return minus(shrink(grow(copy(ink), span, false), span), ink);
}

/** The 8-connected parts of `set` with at least `minArea` pixels: how many, and their pixels. */
function partsOf(set: LineMask, minArea: number): { count: number; mask: LineMask } {
  const runs = runsOf(set);
  const data = new Uint8Array(set.data.length);
  const roots = new Set<number>();
  for (let run = 0; run < runs.count; run++) {
    const root = runs.root(run);
    if (runs.area[root]! < minArea) continue;
    roots.add(root);
    data.fill(1, runs.start[run]!, runs.end[run]!);
  }
  return { count: roots.size, mask: { ...set, data } };
}

/** The mask with `pad` px of paper around it, so that erosion never eats from the edge. */
function padded(m: LineMask, pad: number): LineMask {
  const width = m.width + 2 * pad;
  const height = m.height + 2 * pad;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < m.height; y++) {
    data.set(m.data.subarray(y * m.width, (y + 1) * m.width), (y + pad) * width + pad);
  }
  return { data, width, height };
}

function unpadded(m: LineMask, pad: number): LineMask {
  const width = m.width - 2 * pad;
  const height = m.height - 2 * pad;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (y + pad) * m.width + pad;
    data.set(m.data.subarray(from, from + width), y * width);
  }
  return { data, width, height };
}

/** The specks (fragments too small to transfer) and the ink without them. */
function splitSpecks(ink: LineMask, pxPerMm: number): { specks: LineMask; body: LineMask } {
  const body = copy(ink);
  removeSpecks(body, speckArea(pxPerMm));
  return { specks: minus(ink, body), body };
}

/**
 * Lines thinner than `mm` that matter: parts at least a square of the minimum width in area
 * (a bold line's corner or a taper's last tip is not a thin line).
 */
function thinLines(body: LineMask, mm: number, pxPerMm: number) {
  const span = spanOf(mm, pxPerMm);
  return partsOf(thinnerThan(body, span), span * span);
}

/** Gaps that close as the tattoo heals, with the same floor on area (a junction's corner). */
function closingGaps(body: LineMask, pxPerMm: number) {
  const span = spanOf(GAP_MIN_MM, pxPerMm);
  return partsOf(gapsNarrowerThan(body, span), span * span);
}

export interface TransferReport {
  /** Lines thinner than transfer paper holds (PAPER_MIN_MM). */
  thinLines: number;
  /** Of those, the lines thinner than a needle makes (NEEDLE_MIN_MM). */
  needleLines: number;
  /** Gaps narrower than GAP_MIN_MM: they close as the tattoo heals. */
  closingGaps: number;
  specks: number;
  /** Where each problem is, the mask's size: for the overlay. */
  marks: { thin: LineMask; gaps: LineMask; specks: LineMask };
}

const margin = (pxPerMm: number) =>
  Math.max(spanOf(PAPER_MIN_MM, pxPerMm), spanOf(GAP_MIN_MM, pxPerMm)) + 2;

/** The transfer check of a line mask at `pxPerMm` on skin (pxPerMmAt). */
export function transferCheck(mask: LineMask, pxPerMm: number): TransferReport {
  const pad = margin(pxPerMm);
  const { specks, body } = splitSpecks(padded(mask, pad), pxPerMm);
  const speckParts = partsOf(specks, 1);
  const thin = thinLines(body, PAPER_MIN_MM, pxPerMm);
  const needle = thinLines(body, NEEDLE_MIN_MM, pxPerMm);
  // A paper-thin line is needle-thin too when a needle-thin part lies inside it.
  const runs = runsOf(thin.mask);
  const needleRoots = new Set<number>();
  for (let run = 0; run < runs.count; run++) {
    const from = runs.start[run]!;
    if (needle.mask.data.subarray(from, runs.end[run]!).includes(1)) {
      needleRoots.add(runs.root(run));
    }
  }
  const gaps = closingGaps(body, pxPerMm);
  return {
    thinLines: thin.count,
    needleLines: needleRoots.size,
    closingGaps: gaps.count,
    specks: speckParts.count,
    marks: {
      thin: unpadded(thin.mask, pad),
      gaps: unpadded(gaps.mask, pad),
      specks: unpadded(specks, pad),
    },
  };
}

/**
 * Fix: every line thinner than transfer paper holds widened to it, a pixel each side at a time
 * (lines already wide enough are left as they are). Changes the mask in place.
 */
export function thickenThinLines(mask: LineMask, pxPerMm: number): void {
  const pad = margin(pxPerMm);
  const work = padded(mask, pad);
  for (let pass = 0; pass <= spanOf(PAPER_MIN_MM, pxPerMm); pass++) {
    const thin = thinLines(splitSpecks(work, pxPerMm).body, PAPER_MIN_MM, pxPerMm);
    if (thin.count === 0) break;
    const wider = dilateOnce(thin.mask);
    for (let i = 0; i < work.data.length; i++) work.data[i] = work.data[i]! | wider.data[i]!;
  }
  mask.data.set(unpadded(work, pad).data);
}

/**
 * Fix: every gap that would close as the tattoo heals opened to GAP_MIN_MM, by taking a pixel
 * of ink from each side at a time. Changes the mask in place.
 */
export function openClosingGaps(mask: LineMask, pxPerMm: number): void {
  const pad = margin(pxPerMm);
  const work = padded(mask, pad);
  for (let pass = 0; pass <= spanOf(GAP_MIN_MM, pxPerMm); pass++) {
    const gaps = closingGaps(splitSpecks(work, pxPerMm).body, pxPerMm);
    if (gaps.count === 0) break;
    const wider = dilateOnce(gaps.mask);
    for (let i = 0; i < work.data.length; i++) work.data[i] = work.data[i]! & (1 - wider.data[i]!);
  }
  mask.data.set(unpadded(work, pad).data);
}

/** Fix: the specks too small to transfer removed. Changes the mask in place. */
export function dropSpecks(mask: LineMask, pxPerMm: number): void {
  removeSpecks(mask, speckArea(pxPerMm));
}

/** One pixel more all round (3 × 3). */
function dilateOnce(m: LineMask): LineMask {
  const out = copy(m);
  dilate(out, Math.SQRT2);
  return out;
}
