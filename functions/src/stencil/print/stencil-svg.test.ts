import { describe, expect, it } from 'vitest';
import { createImageOps } from '../../adapters/sharp/image-ops';
import type { LineMask } from '../raster';
import { stencilSvg } from './stencil-svg';

const ops = createImageOps();

/** A stencil mask drawn from SVG shapes (black lines on white), as the engine hands it over. */
async function maskOf(shapes: string, w: number, h: number): Promise<LineMask> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fff"/>${shapes}</svg>`;
  const grey = await ops.decodeGrey(Buffer.from(svg));
  const data = new Uint8Array(w * h);
  for (let i = 0; i < data.length; i++) data[i] = grey.data[i]! < 128 ? 1 : 0;
  return { data, width: w, height: h };
}

/** The exported SVG printed at `scale` times its pixel size: 1 where ink lands. */
async function printed(svg: string, scale: number): Promise<LineMask> {
  const sized = svg.replace(
    /width="(\d+)" height="(\d+)"/,
    (_, w: string, h: string) => `width="${Number(w) * scale}" height="${Number(h) * scale}"`,
  );
  const grey = await ops.decodeGrey(Buffer.from(sized));
  const data = new Uint8Array(grey.width * grey.height);
  for (let i = 0; i < data.length; i++) data[i] = grey.data[i]! < 128 ? 1 : 0;
  return { data, width: grey.width, height: grey.height };
}

/** Line pixels of `a` with a line pixel of `b` within `reach` (and back): F1 of the two. */
function f1Within(a: LineMask, b: LineMask, reach: number): number {
  const near = (m: LineMask, x: number, y: number) => {
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -reach; dx <= reach; dx++) {
        const u = x + dx;
        const v = y + dy;
        if (u >= 0 && v >= 0 && u < m.width && v < m.height && m.data[v * m.width + u]) return true;
      }
    }
    return false;
  };
  let aHit = 0;
  let aAll = 0;
  let bHit = 0;
  let bAll = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (a.data[y * a.width + x]) {
        aAll++;
        if (near(b, x, y)) aHit++;
      }
      if (b.data[y * b.width + x]) {
        bAll++;
        if (near(a, x, y)) bHit++;
      }
    }
  }
  const recall = aHit / aAll;
  const precision = bHit / bAll;
  return (2 * precision * recall) / (precision + recall);
}

/** 8-connected pieces of ink. */
function pieces(m: LineMask): number {
  const seen = new Uint8Array(m.data.length);
  let count = 0;
  for (let start = 0; start < m.data.length; start++) {
    if (!m.data[start] || seen[start]) continue;
    count++;
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % m.width;
      const y = (i - x) / m.width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const u = x + dx;
          const v = y + dy;
          const j = v * m.width + u;
          if (u < 0 || v < 0 || u >= m.width || v >= m.height || !m.data[j] || seen[j]) continue;
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
  }
  return count;
}

describe('the stencil as SVG', () => {
  it('prints every line where the stencil has it: rings, a filled dot, lettering, hairline hatching', async () => {
    const hatching = Array.from(
      { length: 8 },
      (_, i) =>
        `<line x1="${170 + i * 7}" y1="150" x2="${195 + i * 7}" y2="230" stroke="#000" stroke-width="1.2"/>`,
    ).join('');
    const mask = await maskOf(
      `<circle cx="80" cy="80" r="60" fill="none" stroke="#000" stroke-width="5"/>` +
        `<circle cx="80" cy="80" r="20" fill="#000"/>` +
        `<text x="20" y="220" font-size="48" font-family="sans-serif">Mom</text>${hatching}`,
      256,
      256,
    );
    const svg = stencilSvg(mask);

    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 256 256"/);
    expect(f1Within(mask, await printed(svg, 1), 1)).toBeGreaterThan(0.99);
    // Each hairline of the hatching prints as one unbroken line, nothing more.
    const lines = await maskOf(hatching, 256, 256);
    expect(pieces(await printed(stencilSvg(lines), 4))).toBe(8);
  });

  it('has round edges where the design is round, not pixel steps, when printed large', async () => {
    // A disc of radius 40 px printed 8× larger: its edge should follow the circle of radius 320.
    const mask = await maskOf(`<circle cx="64" cy="64" r="40" fill="#000"/>`, 128, 128);
    const big = await printed(stencilSvg(mask), 8);
    let offEdge = 0;
    let edge = 0;
    for (let y = 1; y < big.height - 1; y++) {
      for (let x = 1; x < big.width - 1; x++) {
        const i = y * big.width + x;
        const boundary = big.data[i] && (!big.data[i - 1] || !big.data[i + 1]);
        if (!boundary) continue;
        edge++;
        offEdge += Math.abs(Math.hypot(x + 0.5 - 512, y + 0.5 - 512) - 320);
      }
    }
    // Mean distance of the printed edge from the true circle, in the stencil's own pixels.
    expect(offEdge / edge / 8).toBeLessThan(0.15);
  });
});
