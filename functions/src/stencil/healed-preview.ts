import type { ImageOps } from '../adapters/sharp/image-ops';
import { healedLook } from './healed-look';
import { cropToInk } from './print/ink-box';

/**
 * A stored stencil as the healed tattoo `years` on, its ink `widthCm` wide on skin (as it
 * prints): cut to its ink, aged (healed-look), PNG.
 */
export async function healedPreview(
  ops: ImageOps,
  png: Buffer,
  widthCm: number,
  years: number,
): Promise<Buffer> {
  const { data, width, height } = await ops.decodeRgba(png);
  const ink = new Uint8Array(width * height);
  // Dark and opaque is ink: a background-removed stencil's transparent paper is paper.
  for (let i = 0, k = 0; i < ink.length; i++, k += 4) {
    const grey = (data[k]! * 299 + data[k + 1]! * 587 + data[k + 2]! * 114) / 1000;
    ink[i] = data[k + 3]! >= 128 && grey < 128 ? 1 : 0;
  }
  const lines = cropToInk({ data: ink, width, height });
  for (let i = 0; i < lines.data.length; i++) lines.data[i] = lines.data[i] === 1 ? 0 : 255;
  const aged = await healedLook(ops, lines, widthCm, years);
  return ops.encodePng({ ...aged, channels: 1 });
}
