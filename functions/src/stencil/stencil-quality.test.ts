import { STENCIL_DEFAULTS, type StencilParameters } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { DEGRADATIONS, degrade, photoOf, pngOf } from '../../test/bench/degrade';
import { drawLineArt } from '../../test/bench/line-art';
import { inkOf, scoreLines } from '../../test/bench/line-metrics';
import { KINDS, photographed, withBlackwork } from '../../test/bench/photographed';
import { createImageOps } from '../adapters/sharp/image-ops';
import { dilate } from './dilate';
import { makeStencil } from './make-stencil';
import { removeSpecks } from './remove-specks';

const ops = createImageOps();
const defaults: StencilParameters = { ...STENCIL_DEFAULTS };

// The correctness half of the quality suite: one 1024 px design per degradation, the
// product's defaults. `npm run bench` runs the full table against OpenCV.
describe('stencil quality with the defaults (synthetic line art with ground truth)', () => {
  for (const kind of DEGRADATIONS) {
    it(`${kind}: keeps the lines (hairlines, hatching, dots, lettering), adds no dust`, async () => {
      const art = drawLineArt(1024, 5);
      const stencil = await makeStencil(ops, await pngOf(await degrade(art, kind, 5)), defaults);
      const score = scoreLines(inkOf(await ops.decodeGrey(stencil.png)), art.truth, art.centres);
      expect(stencil.mode).toBe('threshold');
      expect(score.f1).toBeGreaterThanOrEqual(0.97);
      expect(score.recall).toBeGreaterThanOrEqual(0.97);
      expect(score.strays).toBeLessThanOrEqual(1);
      expect(score.breaksPerKpx).toBeLessThan(2);
    }, 20_000);
  }

  it('fills a bold stroke in edge mode instead of outlining both sides', async () => {
    // Edge mode works at print resolution (2048 px): a design that size keeps the truth's grid.
    const art = drawLineArt(2048, 6);
    const png = await pngOf(await degrade(art, 'clean', 6));
    const stencil = await makeStencil(ops, png, { ...defaults, mode: 'edge', lineThickness: 1 });
    const found = inkOf(await ops.decodeGrey(stencil.png));
    // The middle of strokes 6 px wide or more: empty when only the two edges are traced.
    const middle = { data: art.truth.map((v) => 1 - v), width: 2048, height: 2048 };
    dilate(middle, 2.5);
    let inside = 0;
    let filled = 0;
    for (let i = 0; i < middle.data.length; i++) {
      if (middle.data[i] === 1) continue;
      inside++;
      filled += found.data[i]!;
    }
    expect(inside).toBeGreaterThan(1000);
    expect(filled / inside).toBeGreaterThan(0.97);
  }, 20_000);

  it('traces a photo at print resolution, with no texture dust', async () => {
    const stencil = await makeStencil(ops, await pngOf(photoOf(1024, 4)), defaults);
    expect(stencil.mode).toBe('edge');
    expect(Math.max(stencil.width, stencil.height)).toBeGreaterThanOrEqual(2048);
    const lines = inkOf(await ops.decodeGrey(stencil.png));
    const before = lines.data.reduce((a, v) => a + v, 0);
    // Dust is fragments under 40 px (at 2048 px); contours are far longer.
    removeSpecks(lines, 40);
    expect(lines.data.reduce((a, v) => a + v, 0)).toBe(before);
    expect(before).toBeGreaterThan(1000);
  }, 20_000);
});

// Harder inputs, as artists photograph them: deep shadows with a sharp edge and a dark blob,
// colour cast, JPEG; faint pencil; dark colour fills and grey washes; filled blackwork. The
// truth holds the blackwork solid, so its fills are kept (by default they print as outlines,
// see outline-fills.test.ts).
describe('stencil quality on photographed and coloured designs with filled blackwork', () => {
  for (const kind of KINDS) {
    it(`${kind}: lines and blackwork kept, no specks or bands where shadows fall, fills stay paper`, async () => {
      const seed = 10245;
      const art = withBlackwork(drawLineArt(1024, seed), seed);
      const png = await photographed(art, kind, seed);
      const stencil = await makeStencil(ops, png, { ...defaults, keepFills: true });
      const score = scoreLines(inkOf(await ops.decodeGrey(stencil.png)), art.truth, []);
      expect(stencil.mode).toBe('threshold');
      expect(score.f1).toBeGreaterThanOrEqual(0.98);
      expect(score.strays).toBeLessThanOrEqual(1);
    }, 20_000);
  }
});
