import simplify from 'simplify-js';
import type { LineMask } from '../raster';
import { traceOutlines } from './trace-outlines';

interface Point {
  x: number;
  y: number;
}

/** Outline points averaged on each side of a point: irons out the pixel staircase. */
const SMOOTHING = 2;
/** Cosine of the turn above which an outline point is a corner and keeps its place (60°). */
const CORNER_COS = 0.5;
/** How far (px) the simplified outline may stray from the ironed one. */
const SIMPLIFY_PX = 0.1;

/**
 * Pixels that touch only at a corner (a thin steep line's steps) would be traced as separate
 * islands and the line would print broken: one of the two empty pixels between them is filled.
 */
function joinDiagonals(mask: LineMask): Uint8Array {
  const { width: w, height: h } = mask;
  const ink = Uint8Array.from(mask.data);
  for (let y = 0; y + 1 < h; y++) {
    for (let x = 0; x + 1 < w; x++) {
      const i = y * w + x;
      const a = ink[i] === 1;
      const b = ink[i + 1] === 1;
      const c = ink[i + w] === 1;
      const d = ink[i + w + 1] === 1;
      if (a && d && !b && !c) ink[i + 1] = 1;
      else if (b && c && !a && !d) ink[i] = 1;
    }
  }
  return ink;
}

/** Corners of an outline given as [x0, y0, x1, y1, …]: turns sharper than 60° over ±3 points. */
function cornersOf(ring: Float64Array, n: number): Uint8Array {
  const corners = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const a = ((i - 3 + n) % n) * 2;
    const b = i * 2;
    const c = ((i + 3) % n) * 2;
    const ux = ring[b]! - ring[a]!;
    const uy = ring[b + 1]! - ring[a + 1]!;
    const vx = ring[c]! - ring[b]!;
    const vy = ring[c + 1]! - ring[b + 1]!;
    const length = Math.hypot(ux, uy) * Math.hypot(vx, vy);
    if (length > 0 && (ux * vx + uy * vy) / length < CORNER_COS) corners[i] = 1;
  }
  return corners;
}

/** Each point moved to the mean of its neighbours along the outline, corners kept in place. */
function smoothRing(ring: Float64Array, n: number, corners: Uint8Array): Point[] {
  const points: Point[] = new Array<Point>(n);
  for (let i = 0; i < n; i++) {
    if (corners[i] || n < 2 * SMOOTHING + 3) {
      points[i] = { x: ring[i * 2]!, y: ring[i * 2 + 1]! };
      continue;
    }
    let x = 0;
    let y = 0;
    for (let j = -SMOOTHING; j <= SMOOTHING; j++) {
      const k = ((i + j + n) % n) * 2;
      x += ring[k]!;
      y += ring[k + 1]!;
    }
    points[i] = { x: x / (2 * SMOOTHING + 1), y: y / (2 * SMOOTHING + 1) };
  }
  return points;
}

const num = (v: number) => String(Math.round(v * 100) / 100);
const xy = (p: Point) => `${num(p.x)} ${num(p.y)}`;
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * One closed outline as a smooth path: a quadratic B-spline through the simplified points
 * (each point a control point, the curve passing through the midpoints between them), so the
 * curve is smooth everywhere except at corners, which it passes through sharply.
 */
function ringPath(ring: Float64Array, n: number): string {
  const corners = cornersOf(ring, n);
  const smooth = smoothRing(ring, n, corners);
  // Corners must survive simplification: each piece between two corners is simplified alone.
  const cuts: number[] = [];
  for (let i = 0; i < n; i++) if (corners[i]) cuts.push(i);
  const kept: { p: Point; corner: boolean }[] = [];
  if (cuts.length === 0) {
    const loop = simplify([...smooth, smooth[0]!], SIMPLIFY_PX, true).slice(0, -1);
    for (const p of loop) kept.push({ p, corner: false });
  } else {
    for (let k = 0; k < cuts.length; k++) {
      const from = cuts[k]!;
      const to = cuts[(k + 1) % cuts.length]!;
      const piece: Point[] = [];
      for (let i = from; ; i = (i + 1) % n) {
        piece.push(smooth[i]!);
        if (i === to && piece.length > 1) break;
      }
      const simple = simplify(piece, SIMPLIFY_PX, true);
      kept.push({ p: simple[0]!, corner: true });
      for (const p of simple.slice(1, -1)) kept.push({ p, corner: false });
    }
  }
  const m = kept.length;
  if (m < 3) return '';
  // A corner is passed through; any other point pulls the curve between its two neighbours.
  const first = kept[0]!;
  let d = `M${xy(first.corner ? first.p : mid(kept[m - 1]!.p, first.p))}`;
  for (let i = 0; i < m; i++) {
    const here = kept[i]!;
    if (here.corner) {
      if (i > 0 && kept[i - 1]!.corner) d += `L${xy(here.p)}`;
      continue;
    }
    const next = kept[(i + 1) % m]!;
    d += `Q${xy(here.p)} ${xy(next.corner ? next.p : mid(here.p, next.p))}`;
  }
  return `${d}Z`;
}

/**
 * The stencil as smooth vector outlines, to print at any size without blur or pixel steps:
 * every line's outline is traced between its pixels, ironed of the pixel staircase, simplified
 * and drawn as a quadratic spline; corners stay sharp, holes stay open (even-odd fill). One
 * path, filled black on white.
 */
export function stencilSvg(mask: LineMask): string {
  const { width: w, height: h } = mask;
  const parts: string[] = [];
  traceOutlines(joinDiagonals(mask), w, h, (ring, n) => parts.push(ringPath(ring, n)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<rect width="${w}" height="${h}" fill="#fff"/>` +
    `<path fill="#000" d="${parts.join('')}" fill-rule="evenodd"/></svg>`
  );
}
