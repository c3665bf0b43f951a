import { readFileSync } from 'node:fs';
import { STENCIL_DEFAULTS, type StencilParameters } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { degrade, photoOf, pngOf } from '../../test/bench/degrade';
import { drawLineArt } from '../../test/bench/line-art';
import { createImageOps } from '../adapters/sharp/image-ops';
import { makeStencil } from './make-stencil';

const ops = createImageOps();
const SIZE = 768;
interface SeededPreset {
  name: string;
  settings: Omit<StencilParameters, 'mode'>;
}
const seeded = JSON.parse(
  readFileSync(new URL('../../../emulator-data/stencil-presets.json', import.meta.url), 'utf8'),
) as SeededPreset[];
const presets: [string, StencilParameters][] = [
  ['defaults', { ...STENCIL_DEFAULTS }],
  ...seeded.map((p): [string, StencilParameters] => [p.name, { ...p.settings, mode: 'auto' }]),
];

/** Mean grey of the outer 5 % of the stencil: the paper a thermal printer would blacken. */
async function borderMean(png: Buffer): Promise<number> {
  const { data, width: w, height: h } = await ops.decodeGrey(png);
  const band = Math.round(w * 0.05);
  let sum = 0;
  let n = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (x >= band && x < w - band && y >= band && y < h - band) continue;
      sum += data[y * w + x]!;
      n++;
    }
  }
  return sum / n;
}

describe('every stencil preset prints black lines on white paper', () => {
  it('has the four seeded presets, three of them with the spec’s invert flag on', () => {
    expect(seeded.map((p) => p.name)).toEqual([
      'Bold Lines',
      'Fine Line',
      'Detailed',
      'Photo to Stencil',
    ]);
    expect(seeded.filter((p) => p.settings.invertColors)).toHaveLength(3);
  });

  for (const [name, settings] of presets) {
    it(`${name}: a design and a photo both give a white border and dark lines`, async () => {
      const art = drawLineArt(SIZE, 9);
      const design = await makeStencil(ops, await pngOf(await degrade(art, 'colour', 9)), settings);
      const photo = await makeStencil(ops, await pngOf(photoOf(SIZE, 9)), settings);
      expect(design.mode).toBe('threshold');
      expect(photo.mode).toBe('edge');
      for (const stencil of [design, photo]) {
        expect(await borderMean(stencil.png)).toBeGreaterThan(200);
        const { data } = await ops.decodeGrey(stencil.png);
        expect(data.some((v) => v < 50)).toBe(true);
      }
    }, 20_000);
  }
});
