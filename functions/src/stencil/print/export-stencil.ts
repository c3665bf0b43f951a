import type { ImageOps, RawImage } from '../../adapters/sharp/image-ops';
import type { LineMask } from '../raster';
import { strokeWidth } from '../stroke-width';
import { pxPerMmAt, transferCheck } from '../transfer-check';
import { transferVerdict } from '../transfer-verdict';
import { cropToInk } from './ink-box';
import { stencilPdf, type PrintRequest } from './stencil-pdf';
import { stencilSvg } from './stencil-svg';

/**
 * The stencil's line pixels (dark and opaque: a background-removed stencil's transparent
 * paper is paper), mirrored left to right when asked (thermal transfer).
 */
export async function linesOf(ops: ImageOps, png: Buffer, mirror: boolean): Promise<LineMask> {
  return linesOfPixels(await ops.decodeRgba(png), mirror);
}

/** linesOf for a stencil already decoded to RGBA. */
export function linesOfPixels(rgba: RawImage, mirror: boolean): LineMask {
  const { data, width: w, height: h } = rgba;
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const k = (y * w + x) * 4;
      const grey = (data[k]! * 299 + data[k + 1]! * 587 + data[k + 2]! * 114) / 1000;
      const line = data[k + 3]! >= 128 && grey < 128;
      mask[y * w + (mirror ? w - 1 - x : x)] = line ? 1 : 0;
    }
  }
  return { data: mask, width: w, height: h };
}

/** What transfer paper and a thermal printer resolve; prints below it are resampled up. */
const PRINT_DPI = 300;
/** Above this many pixels on the long side a huge print keeps a lower density (memory). */
const MAX_PRINT_PX = 8192;

/**
 * The paper image at PRINT_DPI for the size the artist set: a design drawn at 1,792 px whose
 * ink spans 1,500 px prints at 254 dpi at 15 cm, so the line mask is resampled (bicubic) and
 * thresholded again, which smooths its edges instead of printing its pixels as steps.
 */
async function atPrintDensity(
  ops: ImageOps,
  paper: Uint8Array,
  lines: LineMask,
  request: Pick<PrintRequest, 'size' | 'unit' | 'dimension'>,
): Promise<Buffer> {
  const inches = request.unit === 'cm' ? request.size / 2.54 : request.size;
  const setPx = request.dimension === 'width' ? lines.width : lines.height;
  const longPx = Math.max(lines.width, lines.height);
  const scale = Math.min((inches * PRINT_DPI) / setPx, MAX_PRINT_PX / longPx);
  const image = { data: paper, width: lines.width, height: lines.height, channels: 1 as const };
  if (scale <= 1) return ops.encodePng(image);
  const width = Math.round(lines.width * scale);
  const height = Math.round(lines.height * scale);
  const big = await ops.resize(image, width, height);
  for (let i = 0; i < big.data.length; i++) big.data[i] = big.data[i]! < 128 ? 0 : 255;
  return ops.encodePng(big);
}

/** The transfer check's verdict at the print size, in words (the PDF's footer states it too). */
export function transferAtPrintSize(
  lines: LineMask,
  at: Pick<PrintRequest, 'size' | 'unit' | 'dimension'>,
): { passed: boolean; summary: string } {
  const { passed, summary } = transferVerdict(transferCheck(lines, pxPerMmAt(lines, at)), at);
  return { passed, summary };
}

export async function printStencil(
  ops: ImageOps,
  png: Buffer,
  request: Omit<PrintRequest, 'thinLinePx'> & { mirror: boolean; lineWarning: boolean },
): Promise<Uint8Array> {
  const lines = cropToInk(await linesOf(ops, png, request.mirror));
  const thinLinePx = request.lineWarning ? strokeWidth(lines) : null;
  const { summary: transferLine } = transferAtPrintSize(lines, request);
  const paper = new Uint8Array(lines.data.length);
  for (let i = 0; i < paper.length; i++) paper[i] = lines.data[i] === 1 ? 0 : 255;
  const page = await atPrintDensity(ops, paper, lines, request);
  return stencilPdf(page, lines, { ...request, thinLinePx, transferLine });
}

export async function vectorStencil(ops: ImageOps, png: Buffer, mirror: boolean): Promise<string> {
  return stencilSvg(await linesOf(ops, png, mirror));
}
