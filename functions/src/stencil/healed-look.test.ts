import { describe, expect, it } from 'vitest';
import { createImageOps } from '../adapters/sharp/image-ops';
import { contrastLeft, healedLook, spreadMm } from './healed-look';

const ops = createImageOps();
// 10 cm on skin over 1000 px: 10 px a millimetre.
const W = 1000;
const H = 200;

/** A 1 mm vertical line at x 300, and two 1 mm lines 0.3 mm apart at x 600. */
function stencil() {
  const data = new Uint8Array(W * H).fill(255);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const bold = x >= 300 && x < 310;
      const pair = (x >= 600 && x < 610) || (x >= 613 && x < 623);
      if (bold || pair) data[y * W + x] = 0;
    }
  }
  return { data, width: W, height: H };
}

/** Width (mm) of the visibly inked run (darker than light grey) around x on the middle row. */
function widthAt(img: { data: Uint8Array }, x: number): number {
  const row = (H / 2) * W;
  let left = x;
  let right = x;
  while (img.data[row + left - 1]! < 192) left--;
  while (img.data[row + right + 1]! < 192) right++;
  return (right - left + 1) / 10;
}

describe('healed look', () => {
  it('follows the guidance: lines double by 10 years and quadruple by 20', () => {
    expect(spreadMm(0)).toBe(0);
    expect(0.4 + spreadMm(10)).toBeCloseTo(0.8);
    expect(0.4 + spreadMm(20)).toBeCloseTo(1.6);
    expect(contrastLeft(20)).toBeLessThan(contrastLeft(5));
  });

  it('spreads a 1 mm line, closes a 0.3 mm gap and fades, more with every decade', async () => {
    const fresh = stencil();
    const at = async (years: number) => healedLook(ops, stencil(), 10, years);
    const [five, ten, twenty] = [await at(5), await at(10), await at(20)];
    expect(widthAt(fresh, 305)).toBeCloseTo(1, 1);
    expect(widthAt(five, 305)).toBeGreaterThan(1.1);
    expect(widthAt(ten, 305)).toBeGreaterThan(widthAt(five, 305) + 0.2);
    expect(widthAt(twenty, 305)).toBeGreaterThan(widthAt(ten, 305) + 0.4);
    // The gap between the pair is paper when fresh, ink once the lines have spread.
    const gap = (H / 2) * W + 611;
    expect(fresh.data[gap]).toBe(255);
    expect(ten.data[gap]).toBeLessThan(128);
    // Faded: the darkest ink is lighter each decade.
    const darkest = (img: { data: Uint8Array }) => img.data.reduce((a, v) => Math.min(a, v), 255);
    expect(darkest(five)).toBeLessThan(darkest(twenty));
  }, 20_000);
});
