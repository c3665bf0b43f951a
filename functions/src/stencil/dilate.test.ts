import { describe, expect, it } from 'vitest';
import { dilate } from './dilate';
import type { LineMask } from './raster';

/** Deterministic sparse masks (a few percent line pixels), as edge and threshold masks are. */
function randomMask(width: number, height: number, seed: number): LineMask {
  let state = seed;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    data[i] = state % 100 < 3 ? 1 : 0;
  }
  return { data, width, height };
}

/** The definition: a pixel is line when some line pixel lies within `radius` (Euclidean). */
function discDilation(mask: LineMask, radius: number): Uint8Array {
  const { data, width: w, height: h } = mask;
  const out = new Uint8Array(data.length);
  const reach = Math.floor(radius);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let dy = -reach; dy <= reach && !out[y * w + x]; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || dx * dx + dy * dy > radius * radius)
            continue;
          if (data[ny * w + nx] === 1) out[y * w + x] = 1;
        }
      }
    }
  }
  return out;
}

describe('dilate', () => {
  // Widths around the 32-pixel word size, where packed rows carry bits across words.
  it.each([
    [1, 9],
    [31, 20],
    [32, 16],
    [33, 40],
    [65, 37],
    [130, 64],
  ])('thickens a %i×%i mask exactly like a disc, for every radius', (width, height) => {
    for (const radius of [1, 1.5, 2.5, 5.5, 11.5]) {
      const mask = randomMask(width, height, width * 7 + height);
      const expected = discDilation(mask, radius);
      dilate(mask, radius);
      expect(mask.data).toEqual(expected);
    }
  });

  it('leaves the mask alone below a radius of one pixel', () => {
    const mask = randomMask(40, 10, 3);
    const before = mask.data.slice();
    dilate(mask, 0.5);
    expect(mask.data).toEqual(before);
  });
});
