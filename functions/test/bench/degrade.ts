import sharp from 'sharp';
import type { LineArt } from './line-art';
import { gaussian, seeded } from './random';

/** The ways artists feed line art in (the quality suite's degradations). */
export const DEGRADATIONS = ['clean', 'pencil', 'shadow', 'colour'] as const;
export type Degradation = (typeof DEGRADATIONS)[number];

export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 4;
}

type Rgb = [number, number, number];

/** Tone fills of the coloured design: saturated colours, skin, and grey shading. */
const FILL_COLOURS: Rgb[] = [
  [205, 45, 40],
  [45, 85, 190],
  [60, 160, 85],
  [240, 200, 50],
  [232, 182, 150],
  [165, 165, 165],
  [205, 205, 205],
  [120, 60, 150],
];

interface Look {
  paper: Rgb;
  ink: (i: number) => number;
  light: (x: number, y: number) => number;
  grain: number;
  blur: number;
  noise: number;
  fills: boolean;
}

function lookOf(kind: Degradation, art: LineArt, next: () => number): Look {
  const { width: w, height: h } = art;
  const flat = () => 1;
  if (kind === 'clean') {
    return {
      paper: [255, 255, 255],
      ink: () => 12,
      light: flat,
      grain: 0,
      blur: 0,
      noise: 0,
      fills: false,
    };
  }
  if (kind === 'colour') {
    return {
      paper: [250, 248, 244],
      ink: () => 18,
      light: flat,
      grain: 0,
      blur: 0,
      noise: 0,
      fills: true,
    };
  }
  if (kind === 'pencil') {
    // Graphite: grey, pressure varying along the page; light falls off from one corner.
    const px = next() * 6;
    const py = next() * 6;
    const cx = next();
    const cy = next();
    return {
      paper: [232, 228, 218],
      ink: (i) => {
        const x = (i % w) / w;
        const y = Math.floor(i / w) / h;
        return 78 + 22 * Math.sin(px + 5 * x) * Math.cos(py + 4 * y);
      },
      light: (x, y) => 1 - (0.3 * Math.hypot(x / w - cx, y / h - cy)) / Math.SQRT2,
      grain: 7,
      blur: 0.6,
      noise: 3,
      fills: false,
    };
  }
  // A printed design photographed with the phone's shadow across it (soft-edged).
  const angle = next() * Math.PI;
  const nx = Math.cos(angle);
  const ny = Math.sin(angle);
  const offset = (0.3 + 0.4 * next()) * (Math.abs(nx) * w + Math.abs(ny) * h);
  const base = (nx < 0 ? -nx * w : 0) + (ny < 0 ? -ny * h : 0);
  const penumbra = Math.max(w, h) / 60;
  return {
    paper: [240, 236, 228],
    ink: () => 30,
    light: (x, y) => {
      const d = (x * nx + y * ny + base - offset) / penumbra;
      const shade = 1 / (1 + Math.exp(-d));
      return (0.88 + 0.12 * (x / w)) * (1 - 0.45 * shade);
    },
    grain: 2,
    blur: 0.8,
    noise: 5,
    fills: false,
  };
}

/** The design as the artist's file or photo of it would look, as RGBA pixels. */
export async function degrade(art: LineArt, kind: Degradation, seed: number): Promise<RgbaImage> {
  const next = seeded(seed * 7919 + kind.length);
  const look = lookOf(kind, art, next);
  const { width: w, height: h, truth, fills } = art;
  const colours = Array.from({ length: art.fillCount + 1 }, (_, k) =>
    k === 0 ? look.paper : FILL_COLOURS[(k + seed) % FILL_COLOURS.length]!,
  );
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const light = look.light(x, y);
      const grain = look.grain ? gaussian(next) * look.grain : 0;
      let rgb: Rgb = look.paper;
      // Shading: tone fills darken towards one side, as a shaded area would.
      let shade = 1;
      if (look.fills && fills[i]! > 0) {
        rgb = colours[fills[i]!]!;
        shade = 0.85 + 0.15 * Math.sin((x + y) / (w / 7));
      }
      for (let ch = 0; ch < 3; ch++) {
        const tone = truth[i] ? look.ink(i) : rgb[ch]! * shade;
        out[i * 4 + ch] = Math.max(0, Math.min(255, Math.round(tone * light + grain)));
      }
      out[i * 4 + 3] = 255;
    }
  }
  let data = out;
  if (look.blur > 0) {
    const raw = { width: w, height: h, channels: 4 as const };
    const blurred = await sharp(out, { raw }).blur(look.blur).raw().toBuffer();
    data = new Uint8Array(blurred.buffer, blurred.byteOffset, blurred.length);
  }
  if (look.noise > 0) {
    for (let i = 0; i < data.length; i++) {
      if ((i & 3) === 3) continue;
      data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + gaussian(next) * look.noise)));
    }
  }
  return { data, width: w, height: h, channels: 4 };
}

/** PNG bytes of a degraded design, as an upload would bring them. */
export function pngOf(image: RgbaImage): Promise<Buffer> {
  const { width, height } = image;
  return sharp(image.data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/**
 * A photo-like picture (a lit face-like shape on a graded background, soft shadows, sensor
 * noise): mostly mid-tones, the input edge mode is for.
 */
export function photoOf(size: number, seed: number): RgbaImage {
  const next = seeded(seed);
  const out = new Uint8Array(size * size * 4);
  const cx = size * (0.45 + 0.1 * next());
  const cy = size * (0.5 + 0.1 * next());
  const r = size * 0.3;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const d = Math.hypot((x - cx) / r, (y - cy) / (r * 1.25));
      const background = 95 + 60 * (x / size);
      const face = 175 - 55 * d * d + 25 * Math.sin(x / 37) * Math.cos(y / 53);
      const eye =
        Math.hypot(x - cx + r * 0.35, y - cy + r * 0.2) < r * 0.1 ||
        Math.hypot(x - cx - r * 0.35, y - cy + r * 0.2) < r * 0.1;
      const tone = (eye ? 60 : d < 1 ? face : background) + gaussian(next) * 6;
      out[i] = Math.max(0, Math.min(255, Math.round(tone * 1.05)));
      out[i + 1] = Math.max(0, Math.min(255, Math.round(tone)));
      out[i + 2] = Math.max(0, Math.min(255, Math.round(tone * 0.9)));
      out[i + 3] = 255;
    }
  }
  return { data: out, width: size, height: size, channels: 4 };
}
