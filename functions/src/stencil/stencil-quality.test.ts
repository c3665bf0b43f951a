import { STENCIL_DEFAULTS, type StencilParameters } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { createImageOps } from '../adapters/image-ops';
import { matchLines } from './line-match';
import { makeStencil } from './make-stencil';
import type { GreyImage, LineMask } from './raster';
import { drawLineArt, photographLike } from './synthetic-art';

const ops = createImageOps();
const SIZE = 1024;
const TOLERANCE = 2;
const defaults: StencilParameters = { ...STENCIL_DEFAULTS };

async function png(image: GreyImage): Promise<Buffer> {
  return ops.encodePng({ ...image, channels: 1 });
}

async function linesOf(stencilPng: Buffer): Promise<LineMask> {
  const grey = await ops.decodeGrey(stencilPng);
  const data = new Uint8Array(grey.data.length);
  for (let i = 0; i < data.length; i++) data[i] = grey.data[i]! < 128 ? 1 : 0;
  return { data, width: grey.width, height: grey.height };
}

function report(label: string, m: { precision: number; recall: number }): void {
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  console.log(
    `stencil quality (${label}, ${SIZE}², within ${TOLERANCE} px): precision ${pct(m.precision)}, recall ${pct(m.recall)}`,
  );
}

describe('stencil quality on synthetic images', () => {
  const art = drawLineArt(SIZE);

  it('traces a clean design in threshold mode, keeping its lines and adding none', async () => {
    const stencil = await makeStencil(ops, await png(art.design), defaults);
    const match = matchLines(await linesOf(stencil.png), art.truth, TOLERANCE);
    report('design, threshold mode', match);
    expect(stencil.mode).toBe('threshold');
    expect(match.precision).toBeGreaterThan(0.98);
    expect(match.recall).toBeGreaterThan(0.98);
  });

  it('recovers the lines of a photographed design in edge mode (Canny)', async () => {
    const photo = photographLike(art.design);
    // Thickness 1 measures where the lines are, not how thick a user wants them.
    const stencil = await makeStencil(ops, await png(photo), { ...defaults, lineThickness: 1 });
    const match = matchLines(await linesOf(stencil.png), art.truth, TOLERANCE);
    report('photo, edge mode', match);
    expect(stencil.mode).toBe('edge');
    expect(match.precision).toBeGreaterThan(0.75);
    expect(match.recall).toBeGreaterThan(0.8);
  });

  it('a plain threshold on the same photo fails: the shadow turns into ink', async () => {
    const photo = photographLike(art.design);
    const stencil = await makeStencil(ops, await png(photo), { ...defaults, mode: 'threshold' });
    const match = matchLines(await linesOf(stencil.png), art.truth, TOLERANCE);
    expect(match.precision).toBeLessThan(0.5);
  });

  it('inverts to white lines on black', async () => {
    const stencil = await makeStencil(ops, await png(art.design), {
      ...defaults,
      invertColors: true,
    });
    const grey = await ops.decodeGrey(stencil.png);
    const light = grey.data.filter((v) => v > 128).length;
    expect(light / grey.data.length).toBeLessThan(0.2);
  });
});
