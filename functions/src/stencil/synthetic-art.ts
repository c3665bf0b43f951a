import type { GreyImage, LineMask } from './raster';

/**
 * Synthetic test images for the stencil engine (quality test and bench): line art with known
 * line pixels, and the same art made to look like a photo (lit unevenly, blurred, noisy).
 */
export interface LineArt {
  /** The inked pixels: what a stencil should recover. */
  truth: LineMask;
  /** Dark strokes on white paper, as a design would be drawn. */
  design: GreyImage;
}

function stamp(ink: Uint8Array, w: number, h: number, cx: number, cy: number, r: number): void {
  for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
    for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) ink[y * w + x] = 1;
    }
  }
}

/** Circles, straight strokes and a spiral, scaled to the canvas; strokes ≈ 3 px wide at 1024. */
export function drawLineArt(size: number): LineArt {
  const w = size;
  const h = size;
  const ink = new Uint8Array(w * h);
  const radius = Math.max(1, (1.5 * size) / 1024);
  const plot = (x: number, y: number) => stamp(ink, w, h, x, y, radius);
  const segment = (x0: number, y0: number, x1: number, y1: number) => {
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2);
    for (let s = 0; s <= steps; s++)
      plot(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps);
  };
  const circle = (cx: number, cy: number, r: number) => {
    const steps = Math.ceil(2 * Math.PI * r * 2);
    for (let s = 0; s < steps; s++) {
      const a = (2 * Math.PI * s) / steps;
      plot(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
  };
  const u = size / 16;
  circle(8 * u, 8 * u, 6 * u);
  circle(5 * u, 6 * u, 1.5 * u);
  circle(11 * u, 6 * u, 1.5 * u);
  segment(2 * u, 14 * u, 14 * u, 14 * u);
  segment(3 * u, 2 * u, 13 * u, 12.5 * u);
  segment(8 * u, 9 * u, 8 * u, 13 * u);
  const turns = 3;
  const steps = Math.ceil(turns * 2 * Math.PI * 3 * u * 2);
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const a = t * turns * 2 * Math.PI;
    plot(8 * u + t * 3 * u * Math.cos(a), 10 * u + t * 3 * u * Math.sin(a));
  }

  const design = new Uint8Array(w * h);
  for (let i = 0; i < design.length; i++) design[i] = ink[i] ? 20 : 245;
  return {
    truth: { data: ink, width: w, height: h },
    design: { data: design, width: w, height: h },
  };
}

/** Deterministic pseudo-random numbers (mulberry32) so the test images never change. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The design as a phone photo of it would look: light falling off across the page, shaded
 * mid-tone paper, ink that is grey rather than black, soft focus and sensor noise.
 */
export function photographLike(design: GreyImage, noiseSigma = 12, seed = 7): GreyImage {
  const { width: w, height: h } = design;
  const next = random(seed);
  const lit = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      // Bright on the right, a shadow falling over the left third (a hand, the phone).
      const light = 0.35 + 0.6 * Math.min(1, x / w + 0.3 * (y / h));
      const inked = design.data[i]! < 128;
      lit[i] = (inked ? 70 : 215) * light + 25;
    }
  }
  // Soft focus: a 5×5 box blur applied twice (close to a Gaussian of sigma ≈ 2).
  const blurred = boxBlur(boxBlur(lit, w, h, 2), w, h, 2);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) {
    // Box–Muller normal noise.
    const n = Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next());
    out[i] = Math.max(0, Math.min(255, Math.round(blurred[i]! + n * noiseSigma)));
  }
  return { data: out, width: w, height: h };
}

function boxBlur(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  const n = 2 * r + 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let k = -r; k <= r; k++) sum += src[y * w + Math.min(w - 1, Math.max(0, x + k))]!;
      tmp[y * w + x] = sum / n;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let k = -r; k <= r; k++) sum += tmp[Math.min(h - 1, Math.max(0, y + k)) * w + x]!;
      out[y * w + x] = sum / n;
    }
  }
  return out;
}
