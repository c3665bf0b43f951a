import { describe, expect, it } from 'vitest';
import type { LineMask } from './raster';
import {
  dropSpecks,
  openClosingGaps,
  pxPerMmAt,
  thickenThinLines,
  transferCheck,
} from './transfer-check';

/** A design whose ink box is 2,400 px wide, printed 12 cm wide: 20 px per mm. */
const WIDTH = 2400;
const HEIGHT = 300;
const AT_12_CM = pxPerMmAt(
  { width: WIDTH, height: HEIGHT },
  { size: 12, unit: 'cm', dimension: 'width' },
);

function blank(): LineMask {
  return { data: new Uint8Array(WIDTH * HEIGHT), width: WIDTH, height: HEIGHT };
}

/** A horizontal line from x0 to x1, `mm` thick, its top edge at row y. */
function line(mask: LineMask, y: number, mm: number, x0 = 0, x1 = WIDTH): void {
  const rows = Math.round(mm * AT_12_CM);
  for (let r = y; r < y + rows; r++) mask.data.fill(1, r * WIDTH + x0, r * WIDTH + x1);
}

/** A bold 1-mm line across the whole width: the ink box is the full 12 cm. */
const withFrame = () => {
  const mask = blank();
  line(mask, 10, 1);
  return mask;
};

describe('the transfer check at the size set', () => {
  it('reads 20 px per mm from a 2,400 px ink box at 12 cm', () => {
    expect(AT_12_CM).toBe(20);
    expect(
      pxPerMmAt({ width: 600, height: 1200 }, { size: 6, unit: 'cm', dimension: 'height' }),
    ).toBe(20);
  });

  it('passes bold lines with open gaps and no specks', () => {
    const mask = withFrame();
    line(mask, 100, 0.6, 200, 2200);
    const report = transferCheck(mask, AT_12_CM);
    expect(report).toMatchObject({ thinLines: 0, needleLines: 0, closingGaps: 0, specks: 0 });
  });

  it('fails a 0.3-mm line at 12 cm as thinner than paper and a needle; thickened, it passes', () => {
    const mask = withFrame();
    line(mask, 150, 0.3, 200, 2200);
    const report = transferCheck(mask, AT_12_CM);
    expect(report.thinLines).toBe(1);
    expect(report.needleLines).toBe(1);
    // The overlay marks the thin line, not the bold one.
    expect(report.marks.thin.data[155 * WIDTH + 1000]).toBe(1);
    expect(report.marks.thin.data[15 * WIDTH + 1000]).toBe(0);

    thickenThinLines(mask, AT_12_CM);
    expect(transferCheck(mask, AT_12_CM)).toMatchObject({ thinLines: 0, needleLines: 0 });
    // Widened to the paper's minimum (0.5 mm = 10 px), not far beyond it.
    let rows = 0;
    for (let y = 100; y < 250; y++) rows += mask.data[y * WIDTH + 1200]!;
    expect(rows).toBeGreaterThanOrEqual(10);
    expect(rows).toBeLessThanOrEqual(12);
    // The bold line is as it was.
    expect(mask.data[9 * WIDTH + 1200]).toBe(0);
    expect(mask.data[30 * WIDTH + 1200]).toBe(0);
  });

  it('counts a 0.4-mm line as too thin for paper but not for a needle', () => {
    const mask = withFrame();
    line(mask, 150, 0.4, 200, 2200);
    expect(transferCheck(mask, AT_12_CM)).toMatchObject({ thinLines: 1, needleLines: 0 });
  });

  it('flags two lines 0.2 mm apart as a gap that closes; opened, it passes', () => {
    const mask = withFrame();
    line(mask, 100, 1, 200, 2200);
    line(mask, 124, 1, 200, 2200); // 0.2 mm (4 px) below the first line's bottom edge
    const report = transferCheck(mask, AT_12_CM);
    expect(report.closingGaps).toBe(1);
    expect(report.marks.gaps.data[122 * WIDTH + 1000]).toBe(1);

    openClosingGaps(mask, AT_12_CM);
    expect(transferCheck(mask, AT_12_CM)).toMatchObject({ closingGaps: 0, thinLines: 0 });
    let paper = 0;
    for (let y = 100; y < 164; y++) paper += 1 - mask.data[y * WIDTH + 1000]!;
    expect(paper).toBeGreaterThanOrEqual(8); // 0.4 mm
  });

  it('leaves two lines 1 mm apart alone', () => {
    const mask = withFrame();
    line(mask, 100, 1, 200, 2200);
    line(mask, 140, 1, 200, 2200);
    expect(transferCheck(mask, AT_12_CM).closingGaps).toBe(0);
  });

  it('finds a speck smaller than the paper holds, and drops only it', () => {
    const mask = withFrame();
    line(mask, 100, 0.6, 200, 2200);
    // A 0.2 mm dot, far from every line.
    for (let y = 250; y < 254; y++) mask.data.fill(1, y * WIDTH + 1000, y * WIDTH + 1004);
    const before = mask.data.reduce((n, v) => n + v, 0);
    expect(transferCheck(mask, AT_12_CM).specks).toBe(1);

    dropSpecks(mask, AT_12_CM);
    expect(transferCheck(mask, AT_12_CM).specks).toBe(0);
    expect(mask.data.reduce((n, v) => n + v, 0)).toBe(before - 16);
  });

  it('judges the same stencil at its size: fine at 40 cm, too thin at 4 cm', () => {
    const mask = withFrame();
    line(mask, 100, 0.6, 200, 2200); // 12 px
    const at = (cm: number) =>
      transferCheck(mask, pxPerMmAt(mask, { size: cm, unit: 'cm', dimension: 'width' }));
    expect(at(40).thinLines).toBe(0);
    expect(at(4).thinLines).toBeGreaterThanOrEqual(1);
  });

  it('takes no single pixel for a speck when a pixel is 2 mm on skin', () => {
    const mask = { data: new Uint8Array(100 * 100), width: 100, height: 100 };
    mask.data.fill(1, 0, 100); // the ink box: 100 px for 20 cm
    mask.data[50 * 100 + 50] = 1;
    const pxPerMm = pxPerMmAt(mask, { size: 20, unit: 'cm', dimension: 'width' });
    expect(transferCheck(mask, pxPerMm)).toMatchObject({ specks: 0, thinLines: 0 });
    // The same dot at 2 cm is 0.2 mm: a speck.
    const small = pxPerMmAt(mask, { size: 2, unit: 'cm', dimension: 'width' });
    expect(transferCheck(mask, small).specks).toBe(1);
  });
});
