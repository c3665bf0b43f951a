import type { TransferCheckResult, TransferFix } from '@inkforge/domain';
import type { ImageOps, RawImage } from '../adapters/sharp/image-ops';
import { dilate } from './dilate';
import { linesOfPixels } from './print/export-stencil';
import { cropToInk } from './print/ink-box';
import type { LineMask } from './raster';
import {
  dropSpecks,
  openClosingGaps,
  pxPerMmAt,
  thickenThinLines,
  transferCheck,
  type TransferReport,
} from './transfer-check';
import { transferVerdict, type SizeSet } from './transfer-verdict';

/** The stencil's lines and its px per mm on skin at the size set (the ink box's). */
async function linesAt(
  ops: ImageOps,
  png: Buffer,
  at: SizeSet,
): Promise<{ lines: LineMask; pxPerMm: number; rgba: RawImage }> {
  const rgba = await ops.decodeRgba(png);
  const lines = linesOfPixels(rgba, false);
  return { lines, pxPerMm: pxPerMmAt(cropToInk(lines), at), rgba };
}

/** Problem colours on the stencil: red thin lines, blue closing gaps, orange specks. */
const COLOURS = {
  thin: [201, 42, 42],
  gaps: [24, 100, 171],
  specks: [232, 89, 12],
} as const;

/** The overlay's long side at most: the stencil is shown smaller than this on every screen. */
const OVERLAY_PX = 1024;

/**
 * The marks on a transparent image of the stencil's proportions, at most OVERLAY_PX on its long
 * side (a cell is marked when any pixel in it is) and grown a little so they show.
 */
async function overlayOf(ops: ImageOps, report: TransferReport): Promise<string> {
  const { width: w, height: h } = report.marks.thin;
  const cell = Math.max(1, Math.ceil(Math.max(w, h) / OVERLAY_PX));
  const width = Math.ceil(w / cell);
  const height = Math.ceil(h / cell);
  const rgba = new Uint8Array(width * height * 4);
  for (const kind of ['gaps', 'thin', 'specks'] as const) {
    const source = report.marks[kind].data;
    const mark = { data: new Uint8Array(width * height), width, height };
    for (let y = 0; y < h; y++) {
      const row = Math.floor(y / cell) * width;
      for (let x = 0; x < w; x++)
        if (source[y * w + x] === 1) mark.data[row + Math.floor(x / cell)] = 1;
    }
    dilate(mark, kind === 'specks' ? 3 : 1);
    const [r, g, b] = COLOURS[kind];
    for (let i = 0, k = 0; i < mark.data.length; i++, k += 4) {
      if (mark.data[i] !== 1) continue;
      rgba[k] = r;
      rgba[k + 1] = g;
      rgba[k + 2] = b;
      rgba[k + 3] = 255;
    }
  }
  const png = await ops.encodePng({ data: rgba, width, height, channels: 4 });
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The transfer check of a stored stencil (PNG) at the size set, with its overlay. */
export async function checkTransfer(
  ops: ImageOps,
  png: Buffer,
  at: SizeSet,
): Promise<TransferCheckResult> {
  const { lines, pxPerMm } = await linesAt(ops, png, at);
  const report = transferCheck(lines, pxPerMm);
  return { ...transferVerdict(report, at), overlay: await overlayOf(ops, report) };
}

const FIXES: Record<TransferFix, (mask: LineMask, pxPerMm: number) => void> = {
  thicken: thickenThinLines,
  'open-gaps': openClosingGaps,
  'drop-specks': dropSpecks,
};

/**
 * The fixed lines as the stencil had them: black on its paper, which keeps the stencil's own
 * transparency (a background-removed stencil stays see-through, and ink a fix took away is
 * see-through paper too, not a white patch; ink is always opaque).
 */
function onItsPaper(lines: LineMask, before: Uint8Array, stencil: RawImage): RawImage {
  const { data: mask, width, height } = lines;
  const alpha = (i: number) => stencil.data[i * 4 + 3]!;
  let opaque = true;
  for (let i = 0; i < mask.length && opaque; i++) opaque = alpha(i) === 255;
  if (opaque) {
    const paper = new Uint8Array(mask.length);
    for (let i = 0; i < paper.length; i++) paper[i] = mask[i] === 1 ? 0 : 255;
    return { data: paper, width, height, channels: 1 };
  }
  const rgba = new Uint8Array(mask.length * 4);
  for (let i = 0, k = 0; i < mask.length; i++, k += 4) {
    const ink = mask[i] === 1;
    rgba.fill(ink ? 0 : 255, k, k + 3);
    rgba[k + 3] = ink ? 255 : before[i] === 1 ? 0 : alpha(i);
  }
  return { data: rgba, width, height, channels: 4 };
}

/** The stencil with one fix applied at the size set: black lines on its paper, PNG. */
export async function fixTransfer(
  ops: ImageOps,
  png: Buffer,
  at: SizeSet,
  fix: TransferFix,
): Promise<Buffer> {
  const { lines, pxPerMm, rgba } = await linesAt(ops, png, at);
  const before = lines.data.slice();
  FIXES[fix](lines, pxPerMm);
  return ops.encodePng(onItsPaper(lines, before, rgba));
}
