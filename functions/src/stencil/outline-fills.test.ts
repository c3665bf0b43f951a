import { STENCIL_DEFAULTS } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { inkOf } from '../../test/bench/line-metrics';
import { createImageOps } from '../adapters/sharp/image-ops';
import { makeStencil } from './make-stencil';

const ops = createImageOps();
const SIZE = 1024;

/** A solid disc 600 px across and a 3 px line beside it, black on white. */
function blackwork(): { png: Promise<Buffer>; disc: Uint8Array; line: Uint8Array } {
  const data = new Uint8Array(SIZE * SIZE).fill(255);
  const disc = new Uint8Array(SIZE * SIZE);
  const line = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      if ((x + 0.5 - 400) ** 2 + (y + 0.5 - 512) ** 2 <= 300 ** 2) disc[i] = 1;
      if (x >= 850 && x < 853 && y >= 200 && y < 824) line[i] = 1;
      if (disc[i] || line[i]) data[i] = 0;
    }
  }
  const png = ops.encodePng({ data, width: SIZE, height: SIZE, channels: 1 });
  return { png, disc, line };
}

async function stencilOf(keepFills: boolean) {
  const { png, disc, line } = blackwork();
  const settings = { ...STENCIL_DEFAULTS, keepFills };
  const stencil = await makeStencil(ops, await png, settings);
  const ink = inkOf(await ops.decodeGrey(stencil.png)).data;
  let onDisc = 0;
  let discArea = 0;
  let onLine = 0;
  let lineArea = 0;
  let centre = 0;
  for (let i = 0; i < ink.length; i++) {
    discArea += disc[i]!;
    onDisc += disc[i]! & ink[i]!;
    lineArea += line[i]!;
    onLine += line[i]! & ink[i]!;
  }
  for (let y = 462; y < 562; y++) for (let x = 350; x < 450; x++) centre += ink[y * SIZE + x]!;
  return { discShare: onDisc / discArea, lineShare: onLine / lineArea, centre, ink };
}

describe('solid fills in a design stencil', () => {
  it('outlines a solid area by default and keeps a thin line as it is', async () => {
    const { discShare, lineShare, centre, ink } = await stencilOf(false);
    // A ring of a line's width around a 600 px disc is about 2 % of the disc.
    expect(discShare).toBeLessThan(0.05);
    expect(discShare).toBeGreaterThan(0.005);
    expect(centre).toBe(0);
    // The outline is whole: every point of the disc's edge has ink within 2 px.
    for (let a = 0; a < 360; a += 3) {
      const x = Math.round(400 + 299 * Math.cos((a * Math.PI) / 180));
      const y = Math.round(512 + 299 * Math.sin((a * Math.PI) / 180));
      let near = 0;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) near |= ink[(y + dy) * SIZE + x + dx]!;
      expect(near, `edge at ${a}°`).toBe(1);
    }
    expect(lineShare).toBeGreaterThan(0.95);
  }, 20_000);

  it('keeps the fill solid with keepFills', async () => {
    const { discShare, lineShare } = await stencilOf(true);
    expect(discShare).toBeGreaterThan(0.99);
    expect(lineShare).toBeGreaterThan(0.95);
  }, 20_000);
});
