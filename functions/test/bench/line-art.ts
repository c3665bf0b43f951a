import { WORDS, strokesOf } from './letters';
import { seeded } from './random';

/**
 * A synthetic tattoo design with its ground truth: which pixels are ink (what a stencil must
 * recover), the centre lines of its strokes (to count breaks), and tone fills (shading and
 * colour areas, which are not ink: a stencil gives their outlines, drawn in ink around them).
 */
export interface LineArt {
  width: number;
  height: number;
  /** 1 where the design is inked. */
  truth: Uint8Array;
  /** Centre lines of strokes, sampled about every pixel: [x0, y0, x1, y1, …] per stroke. */
  centres: Float32Array[];
  /** 0 = paper, k > 0 = the k-th tone fill (drawn under the ink). */
  fills: Uint8Array;
  fillCount: number;
}

type Point = [number, number];

class Canvas {
  readonly truth: Uint8Array;
  readonly fills: Uint8Array;
  readonly centres: Float32Array[] = [];
  fillCount = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.truth = new Uint8Array(width * height);
    this.fills = new Uint8Array(width * height);
  }

  disc(cx: number, cy: number, r: number): void {
    const { width: w, height: h, truth } = this;
    const y0 = Math.max(0, Math.ceil(cy - r - 0.5));
    const y1 = Math.min(h - 1, Math.floor(cy + r - 0.5));
    for (let y = y0; y <= y1; y++) {
      const dy = y + 0.5 - cy;
      const dx = Math.sqrt(Math.max(0, r * r - dy * dy));
      const x0 = Math.max(0, Math.ceil(cx - dx - 0.5));
      const x1 = Math.min(w - 1, Math.floor(cx + dx - 0.5));
      if (x1 >= x0) truth.fill(1, y * w + x0, y * w + x1 + 1);
    }
  }

  /** A stroke of the given width along a polyline; its centre line is recorded. */
  stroke(points: Point[], width: number, record = true): void {
    const r = Math.max(0.5, width / 2);
    const centre: number[] = [];
    for (let k = 0; k + 1 < points.length; k++) {
      const [x0, y0] = points[k]!;
      const [x1, y1] = points[k + 1]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
      for (let s = 0; s < steps; s++) {
        const x = x0 + ((x1 - x0) * s) / steps;
        const y = y0 + ((y1 - y0) * s) / steps;
        this.disc(x, y, r);
        if (s % 2 === 0) centre.push(x, y);
      }
    }
    const last = points.at(-1)!;
    this.disc(last[0], last[1], r);
    if (record && centre.length > 4) this.centres.push(Float32Array.from(centre));
  }

  /** A tone fill inside a closed polygon (even–odd scanline fill). */
  fill(polygon: Point[]): void {
    const label = ++this.fillCount;
    const { width: w, height: h } = this;
    for (let y = 0; y < h; y++) {
      const yc = y + 0.5;
      const xs: number[] = [];
      for (let k = 0; k < polygon.length; k++) {
        const [ax, ay] = polygon[k]!;
        const [bx, by] = polygon[(k + 1) % polygon.length]!;
        if (ay <= yc !== by <= yc) xs.push(ax + ((yc - ay) * (bx - ax)) / (by - ay));
      }
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const x0 = Math.max(0, Math.ceil(xs[k]! - 0.5));
        const x1 = Math.min(w - 1, Math.floor(xs[k + 1]! - 0.5));
        if (x1 >= x0) this.fills.fill(label, y * w + x0, y * w + x1 + 1);
      }
    }
  }
}

function ellipse(cx: number, cy: number, rx: number, ry: number, wobble = 0): Point[] {
  const n = Math.max(24, Math.ceil((rx + ry) * 1.5));
  const points: Point[] = [];
  for (let k = 0; k <= n; k++) {
    const a = (2 * Math.PI * k) / n;
    const f = 1 + wobble * Math.sin(3 * a) + wobble * 0.5 * Math.cos(5 * a);
    points.push([cx + rx * f * Math.cos(a), cy + ry * f * Math.sin(a)]);
  }
  return points;
}

const WIDTHS = [1, 1, 2, 2, 3, 3, 4, 5, 6, 8];

/**
 * One design on a size × size canvas: outlined shapes (some tone-filled), a vine spiral, bold
 * strokes, a hatched disc, a dot-work patch and a lettered word. Stroke widths are 1–8 px
 * whatever the canvas size, as in real artwork (a 4096 px design is a bigger design, not a
 * magnified one).
 */
export function drawLineArt(size: number, seed: number): LineArt {
  const next = seeded(seed);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const c = new Canvas(size, size);
  const u = size / 16;
  const at = (lo: number, hi: number) => (lo + (hi - lo) * next()) * u;

  // Shapes: drawn filled first (the fill sits under the outline), then outlined.
  const shapes: Point[][] = [];
  for (let k = 0; k < 4; k++) {
    shapes.push(ellipse(at(3, 13), at(3, 7), at(1, 2.5), at(1, 2.5), next() * 0.15));
  }
  shapes.push([
    [at(9, 10), at(8, 9)],
    [at(14, 15), at(8.5, 9.5)],
    [at(13, 14), at(11, 12)],
    [at(9, 10), at(11, 12)],
  ]);
  for (const [k, shape] of shapes.entries()) if (k % 2 === 0) c.fill(shape);
  for (const shape of shapes) c.stroke([...shape, shape[0]!], pick(WIDTHS));

  // A vine: a spiral with thin width.
  const sx = at(3, 5);
  const sy = at(10, 12);
  const spiral: Point[] = [];
  const turns = 2.5;
  const steps = Math.ceil(turns * 2 * Math.PI * 2 * u);
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const a = t * turns * 2 * Math.PI;
    spiral.push([sx + t * 2 * u * Math.cos(a), sy + t * 2 * u * Math.sin(a)]);
  }
  c.stroke(spiral, pick([1, 1, 2]));

  // Bold strokes.
  for (let k = 0; k < 2; k++) {
    c.stroke(
      [
        [at(1, 7), at(13.5, 15)],
        [at(8, 15), at(13.5, 15)],
      ],
      pick([5, 6, 7, 8]),
    );
  }

  // Hatching: 1–2 px parallel lines 4–7 px apart, clipped to a disc.
  const hx = at(10.5, 12.5);
  const hy = at(12, 13);
  const hr = at(1, 1.6);
  const gap = 4 + Math.floor(next() * 4);
  const hw = pick([1, 1, 2]);
  for (let d = -hr; d <= hr; d += gap) {
    const half = Math.sqrt(hr * hr - d * d);
    if (half < 3) continue;
    const x = hx + d * Math.SQRT1_2;
    const y = hy - d * Math.SQRT1_2;
    const ax = x - half * Math.SQRT1_2;
    const ay = y - half * Math.SQRT1_2;
    c.stroke(
      [
        [ax, ay],
        [x + half * Math.SQRT1_2, y + half * Math.SQRT1_2],
      ],
      hw,
    );
  }

  // Dot-work: dots of 3–5 px on a jittered grid.
  const dx0 = at(1, 2);
  const dy0 = at(8, 9);
  const spacing = 8 + Math.floor(next() * 5);
  for (let y = dy0; y < dy0 + 1.5 * u; y += spacing) {
    for (let x = dx0; x < dx0 + 2.5 * u; x += spacing) {
      c.disc(x + next() * 2, y + next() * 2, 1.5 + next());
    }
  }

  // Lettering: one word across the top.
  const word = pick(WORDS);
  const letterH = at(0.8, 1.2);
  const letterW = letterH * 0.6;
  const lw = pick([2, 3, 4, 5, 6]);
  let lx = at(1, 3);
  const ly = at(0.6, 0.9);
  for (const ch of word) {
    for (const s of strokesOf(ch)) {
      c.stroke(
        s.map(([x, y]) => [lx + x * letterW, ly + y * letterH] as Point),
        lw,
      );
    }
    lx += letterW * 1.4;
  }

  return {
    width: size,
    height: size,
    truth: c.truth,
    centres: c.centres,
    fills: c.fills,
    fillCount: c.fillCount,
  };
}
