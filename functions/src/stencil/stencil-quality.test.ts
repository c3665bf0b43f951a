import { STENCIL_DEFAULTS, type StencilParameters } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { DEGRADATIONS, degrade, pngOf } from '../../test/bench/degrade';
import { drawLineArt } from '../../test/bench/line-art';
import { inkOf, scoreLines } from '../../test/bench/line-metrics';
import { createImageOps } from '../adapters/image-ops';
import { makeStencil } from './make-stencil';

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
    const art = drawLineArt(1024, 6);
    const png = await pngOf(await degrade(art, 'clean', 6));
    const stencil = await makeStencil(ops, png, { ...defaults, mode: 'edge', lineThickness: 1 });
    const score = scoreLines(inkOf(await ops.decodeGrey(stencil.png)), art.truth, art.centres);
    expect(score.recall).toBeGreaterThan(0.95);
  }, 20_000);
});
