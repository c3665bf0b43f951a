import { describe, expect, it } from 'vitest';
import { removeNearWhite } from './classic-remove-background';

/** 40 × 40 white paper with a black ring (x, y in 10..29) filled with light grey. */
function ringWithFill(fill: number) {
  const size = 40;
  const data = new Uint8Array(size * size * 4).fill(255);
  for (let y = 10; y < 30; y++) {
    for (let x = 10; x < 30; x++) {
      const edge = x === 10 || x === 29 || y === 10 || y === 29;
      const v = edge ? 0 : fill;
      data.set([v, v, v, 255], (y * size + x) * 4);
    }
  }
  return { data, width: size, height: size };
}

const alphaAt = (image: { data: Uint8Array; width: number }, x: number, y: number) =>
  image.data[(y * image.width + x) * 4 + 3];

describe('line-art cut-out', () => {
  it('clears the paper around the design and keeps an enclosed light-grey fill opaque', () => {
    const out = removeNearWhite(ringWithFill(225));
    expect(alphaAt(out, 2, 2)).toBe(0);
    expect(alphaAt(out, 20, 20)).toBe(255);
    expect(alphaAt(out, 10, 20)).toBe(255);
  });

  it('keeps an enclosed white highlight too: only paper reached from the border is background', () => {
    const out = removeNearWhite(ringWithFill(255));
    expect(alphaAt(out, 20, 20)).toBe(255);
    expect(alphaAt(out, 35, 35)).toBe(0);
  });
});
