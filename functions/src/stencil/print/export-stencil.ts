import type { ImageOps } from '../../adapters/sharp/image-ops';
import type { LineMask } from '../raster';
import { strokeWidth } from '../stroke-width';
import { cropToInk } from './ink-box';
import { stencilPdf, type PrintRequest } from './stencil-pdf';
import { stencilSvg } from './stencil-svg';

/**
 * The stencil's line pixels (dark and opaque: a background-removed stencil's transparent
 * paper is paper), mirrored left to right when asked (thermal transfer).
 */
async function linesOf(ops: ImageOps, png: Buffer, mirror: boolean): Promise<LineMask> {
  const { data, width: w, height: h } = await ops.decodeRgba(png);
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

export async function printStencil(
  ops: ImageOps,
  png: Buffer,
  request: Omit<PrintRequest, 'thinLinePx'> & { mirror: boolean; lineWarning: boolean },
): Promise<Uint8Array> {
  const lines = cropToInk(await linesOf(ops, png, request.mirror));
  const thinLinePx = request.lineWarning ? strokeWidth(lines) : null;
  const paper = new Uint8Array(lines.data.length);
  for (let i = 0; i < paper.length; i++) paper[i] = lines.data[i] === 1 ? 0 : 255;
  const page = await ops.encodePng({ ...lines, data: paper, channels: 1 });
  return stencilPdf(page, lines, { ...request, thinLinePx });
}

export async function vectorStencil(ops: ImageOps, png: Buffer, mirror: boolean): Promise<string> {
  return stencilSvg(await linesOf(ops, png, mirror));
}
