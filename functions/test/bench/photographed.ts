import sharp from 'sharp';
import type { LineArt } from './line-art';
import { gaussian, seeded } from './random';

/**
 * Degradations at least as hard as the held-out samples: every setting is drawn at random per
 * design (the samples' own values sit inside the ranges), and the file is what an artist would
 * upload (JPEG from a phone, PNG from a drawing app).
 */
export const KINDS = ['clean', 'pencil', 'print', 'colour'] as const;
export type Kind = (typeof KINDS)[number];

type Rgb = [number, number, number];

/**
 * Filled blackwork added to a design's truth (a koi-like body with light scales left open):
 * ink that must stay solid, with holes that must stay open and smooth.
 */
export function withBlackwork(art: LineArt, seed: number): LineArt {
  const next = seeded(seed * 31 + 7);
  const { width: w, height: h } = art;
  const truth = art.truth.slice();
  const u = w / 16;
  const cx = (6 + 4 * next()) * u;
  const cy = (8.5 + 2 * next()) * u;
  const rx = (1.2 + 0.8 * next()) * u;
  const ry = rx * (0.45 + 0.2 * next());
  const tilt = next() * Math.PI;
  const [c, s] = [Math.cos(tilt), Math.sin(tilt)];
  const scale = (0.12 + 0.06 * next()) * rx;
  for (let y = Math.max(0, Math.floor(cy - rx)); y < Math.min(h, cy + rx); y++) {
    for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(w, cx + rx); x++) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const a = (dx * c + dy * s) / rx;
      const b = (-dx * s + dy * c) / ry;
      if (a * a + b * b > 1) continue;
      // Scales: round openings on a staggered grid, each ringed by solid ink.
      const gx = (dx * c + dy * s) / scale;
      const gy = (-dx * s + dy * c) / scale + (Math.floor(gx) % 2 === 0 ? 0 : 0.5);
      const fx = gx - Math.floor(gx) - 0.5;
      const fy = gy - Math.floor(gy) - 0.5;
      truth[y * w + x] = fx * fx + fy * fy < 0.09 && a * a + b * b < 0.6 ? 0 : 1;
    }
  }
  return { ...art, truth, fills: art.fills.map((f, i) => (truth[i] ? 0 : f)) };
}

const FILLS: Rgb[] = [
  [150, 25, 30], // dark red, as a heart is painted
  [40, 60, 110], // navy
  [30, 90, 45], // dark green
  [200, 50, 40],
  [230, 190, 60],
  [225, 175, 145],
  [95, 95, 100], // dark grey wash
  [160, 160, 165],
  [90, 40, 120],
  [60, 70, 85], // slate, nearly as dark as ink but not black
];

interface Light {
  /** Multiplier of the light at (x, y). */
  at: (x: number, y: number) => number;
}

/** Uneven light: a fall-off from one corner, a soft or sharp shadow edge, a darker blob. */
function lightOf(kind: Kind, w: number, h: number, next: () => number): Light {
  if (kind === 'clean' || kind === 'colour') return { at: () => 1 };
  const cx = next() * w;
  const cy = next() * h;
  const fall = kind === 'pencil' ? 0.2 + 0.25 * next() : 0.1 + 0.15 * next();
  const diag = Math.hypot(w, h);
  const angle = next() * 2 * Math.PI;
  const nx = Math.cos(angle);
  const ny = Math.sin(angle);
  const through =
    (0.35 + 0.3 * next()) * w * Math.abs(nx) + (0.35 + 0.3 * next()) * h * Math.abs(ny);
  const base = (nx < 0 ? -nx * w : 0) + (ny < 0 ? -ny * h : 0);
  const penumbra = Math.max(w, h) * (0.003 + 0.03 * next());
  const depth = kind === 'print' ? 0.4 + 0.25 * next() : 0.15 * next();
  const bx = next() * w;
  const by = next() * h;
  const br = Math.max(w, h) * (0.08 + 0.12 * next());
  const blob = kind === 'print' ? 0.15 + 0.25 * next() : 0.1 * next();
  // Phone photos of paper are rarely exposed for white: the page comes out grey-beige.
  const exposure = kind === 'print' ? 0.7 + 0.3 * next() : 1;
  return {
    at: (x, y) => {
      const d = (x * nx + y * ny + base - through) / penumbra;
      const shade = 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, d))));
      const r = Math.hypot(x - bx, y - by) / br;
      return (
        exposure *
        (1 - (fall * Math.hypot(x - cx, y - cy)) / diag) *
        (1 - depth * shade) *
        (1 - blob * Math.exp(-r * r))
      );
    },
  };
}

/** Soft coloured splashes and grey washes over the paper (colour designs), not ink. */
function washes(w: number, h: number, next: () => number) {
  return Array.from({ length: 2 + Math.floor(next() * 3) }, () => ({
    x: next() * w,
    y: next() * h,
    r: Math.max(w, h) * (0.05 + 0.1 * next()),
    rgb: next() < 0.5 ? ([120, 130, 150] as Rgb) : FILLS[Math.floor(next() * FILLS.length)]!,
    strength: 0.4 + 0.5 * next(),
  }));
}

/** A design's file as an artist would upload it, and its encoded bytes. */
export async function photographed(art: LineArt, kind: Kind, seed: number): Promise<Buffer> {
  const next = seeded(seed * 7919 + kind.length * 131);
  const { width: w, height: h, truth, fills } = art;
  const light = lightOf(kind, w, h, next);
  const cast: Rgb =
    kind === 'print'
      ? [1, 0.9 + 0.08 * next(), 0.72 + 0.15 * next()]
      : kind === 'pencil'
        ? [1, 0.97, 0.9 + 0.05 * next()]
        : [1, 1, 1];
  const paper = kind === 'clean' ? 255 : kind === 'colour' ? 250 : 225 + 20 * next();
  // Pencil: graphite from very faint to firm, pressure wandering along the page.
  const inkBase = kind === 'pencil' ? 85 + 55 * next() : kind === 'print' ? 20 + 25 * next() : 12;
  const px = next() * 6;
  const py = next() * 6;
  const grain = kind === 'pencil' ? 5 + 5 * next() : kind === 'print' ? 2 + 3 * next() : 0;
  const noise = kind === 'print' ? 3 + 5 * next() : kind === 'pencil' ? 2 + 3 * next() : 0;
  const colours = Array.from(
    { length: art.fillCount + 1 },
    () => FILLS[Math.floor(next() * FILLS.length)]!,
  );
  const gradient = 0.5 + 0.4 * next();
  const splashes = kind === 'colour' ? washes(w, h, next) : [];
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const l = light.at(x, y);
      const g = grain ? gaussian(next) * grain : 0;
      let rgb: Rgb = [paper, paper, paper];
      if (kind === 'colour') {
        for (const s of splashes) {
          const r = Math.hypot(x - s.x, y - s.y) / s.r;
          const a = s.strength * Math.exp(-r * r * 2);
          rgb = rgb.map((v, k) => v + (s.rgb[k]! - v) * a) as Rgb;
        }
        if (fills[i]! > 0) {
          const f = colours[fills[i]!]!;
          // A gradient across the fill: shading from its colour to a darker one.
          const t = 1 - gradient * 0.5 * (1 + Math.sin((x - y) / (w / 9)));
          rgb = f.map((v) => v * (0.55 + 0.45 * t)) as Rgb;
        }
      }
      let ink = 0;
      if (truth[i]) {
        ink =
          kind === 'pencil'
            ? inkBase + 25 * Math.sin(px + (5 * x) / w) * Math.cos(py + (4 * y) / h)
            : inkBase;
      }
      for (let ch = 0; ch < 3; ch++) {
        const tone = truth[i] ? ink : rgb[ch]!;
        out[i * 3 + ch] = Math.max(0, Math.min(255, Math.round(tone * l * cast[ch]! + g)));
      }
    }
  }
  const raw = { width: w, height: h, channels: 3 as const };
  let img = sharp(out, { raw });
  const blur = kind === 'print' ? 0.6 + 0.6 * next() : kind === 'pencil' ? 0.5 + 0.5 * next() : 0;
  if (blur > 0) img = sharp(await img.blur(blur).raw().toBuffer(), { raw });
  if (noise > 0) {
    const data = await img.raw().toBuffer();
    for (let i = 0; i < data.length; i++) {
      data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + gaussian(next) * noise)));
    }
    img = sharp(data, { raw });
  }
  if (kind === 'print') return img.jpeg({ quality: 80 }).toBuffer();
  if (kind === 'pencil') return img.jpeg({ quality: 70 }).toBuffer();
  return img.png().toBuffer();
}
