import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createImageOps } from '../adapters/sharp/image-ops';
import { fixTransfer } from './transfer';

const ops = createImageOps();
// 12 cm wide over 1,200 px of ink: 10 px a millimetre.
const W = 1200;
const H = 200;
const AT_12_CM = { size: 12, unit: 'cm', dimension: 'width' } as const;

/**
 * A background-removed stencil: black ink on transparent paper. A bold 2 mm line across the
 * whole width (the ink box) and a 0.3 mm speck-sized dot below it.
 */
function transparentStencil(): Promise<Buffer> {
  const rgba = new Uint8Array(W * H * 4);
  const ink = (x: number, y: number) => rgba.fill(0, (y * W + x) * 4, (y * W + x) * 4 + 3);
  for (let y = 20; y < 40; y++) {
    for (let x = 0; x < W; x++) {
      ink(x, y);
      rgba[(y * W + x) * 4 + 3] = 255;
    }
  }
  for (let y = 150; y < 153; y++) {
    for (let x = 600; x < 603; x++) {
      ink(x, y);
      rgba[(y * W + x) * 4 + 3] = 255;
    }
  }
  return sharp(rgba, { raw: { width: W, height: H, channels: 4 } })
    .png()
    .toBuffer();
}

async function pixelsOf(png: Buffer) {
  const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => [...data.subarray((y * W + x) * 4, (y * W + x) * 4 + 4)];
}

describe('a transfer fix', () => {
  it('keeps a transparent stencil transparent where it is paper', async () => {
    const fixed = await fixTransfer(ops, await transparentStencil(), AT_12_CM, 'drop-specks');
    const at = await pixelsOf(fixed);
    expect(at(10, 100)).toEqual([255, 255, 255, 0]);
    // The dropped speck is paper now, as transparent as the paper around it.
    expect(at(601, 151)[3]).toBe(0);
    expect(at(10, 30)).toEqual([0, 0, 0, 255]);
  });

  it('keeps an opaque stencil opaque white paper', async () => {
    const opaque = await sharp(await transparentStencil())
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    const fixed = await fixTransfer(ops, opaque, AT_12_CM, 'thicken');
    const at = await pixelsOf(fixed);
    expect(at(10, 100)).toEqual([255, 255, 255, 255]);
    expect(at(10, 30)).toEqual([0, 0, 0, 255]);
  });
});
