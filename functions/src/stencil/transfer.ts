import type { TransferCheckResult, TransferFix } from '@inkforge/domain';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { dilate } from './dilate';
import { linesOf } from './print/export-stencil';
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
): Promise<{ lines: LineMask; pxPerMm: number }> {
  const lines = await linesOf(ops, png, false);
  return { lines, pxPerMm: pxPerMmAt(cropToInk(lines), at) };
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

/** The stencil with one fix applied at the size set: black lines on white, PNG. */
export async function fixTransfer(
  ops: ImageOps,
  png: Buffer,
  at: SizeSet,
  fix: TransferFix,
): Promise<Buffer> {
  const { lines, pxPerMm } = await linesAt(ops, png, at);
  FIXES[fix](lines, pxPerMm);
  const paper = new Uint8Array(lines.data.length);
  for (let i = 0; i < paper.length; i++) paper[i] = lines.data[i] === 1 ? 0 : 255;
  return ops.encodePng({ data: paper, width: lines.width, height: lines.height, channels: 1 });
}
