import { loadSharp } from '../load-sdk';
import type { ReferenceInk } from './draw-design';

/** References are measured at this long side: enough for line weight, cheap to read. */
const MEASURE_PX = 256;
/** The canvas the offline engine's stroke widths are given for. */
const CANVAS_PX = 1024;

interface Measured {
  /** Line weight as a fraction of the image's long side. */
  weight: number | null;
  colours: Map<string, number>;
  inked: number;
}

const hex = (n: number) => n.toString(16).padStart(2, '0');

/**
 * One reference's line weight and colours. A line of width w and length L covers w·L dark
 * pixels and has about 2·L edge pixels, so w ≈ 2 · dark / edge. Colours are the saturated
 * inked pixels, bucketed to 32 levels a channel.
 */
async function measure(image: Buffer): Promise<Measured> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image, { limitInputPixels: 50_000_000 })
    .flatten({ background: '#ffffff' })
    .resize(MEASURE_PX, MEASURE_PX, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const dark = new Uint8Array(width * height);
  const ink = new Uint8Array(width * height);
  const rgb = (i: number) => [data[i * 3] ?? 0, data[i * 3 + 1] ?? 0, data[i * 3 + 2] ?? 0];
  let inked = 0;
  for (let i = 0; i < width * height; i++) {
    const [r = 0, g = 0, b = 0] = rgb(i);
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    if (luma < 200) {
      inked++;
      ink[i] = 1;
    }
    if (luma < 110) dark[i] = 1;
  }
  const within = (mask: Uint8Array, x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x] === 1;
  const colours = new Map<string, number>();
  let area = 0;
  let edge = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const core =
        ink[i] &&
        within(ink, x - 1, y) &&
        within(ink, x + 1, y) &&
        within(ink, x, y - 1) &&
        within(ink, x, y + 1);
      // A line's core, not its anti-aliased edge (a paler mix of the ink and the paper).
      const [r = 0, g = 0, b = 0] = rgb(i);
      if (core && Math.max(r, g, b) - Math.min(r, g, b) > 60) {
        const key = `#${hex((r & 0xe0) | 0x10)}${hex((g & 0xe0) | 0x10)}${hex((b & 0xe0) | 0x10)}`;
        colours.set(key, (colours.get(key) ?? 0) + 1);
      }
      if (!dark[i]) continue;
      area++;
      const inside =
        within(dark, x - 1, y) &&
        within(dark, x + 1, y) &&
        within(dark, x, y - 1) &&
        within(dark, x, y + 1);
      if (!inside) edge++;
    }
  }
  const weight = edge > 0 ? (2 * area) / edge / Math.max(width, height) : null;
  return { weight, colours, inked };
}

const channels = (key: string) => [1, 3, 5].map((i) => parseInt(key.slice(i, i + 2), 16));
const distance = (a: string, b: string) => {
  const [x, y] = [channels(a), channels(b)];
  return Math.hypot(...x.map((v, i) => v - (y[i] ?? 0)));
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The line weight and palette of the artist's own references, as the offline engine inks a
 * concept with them: the median weight (on a 1024-px canvas, within 1.5–16 px) and up to three
 * colours that each cover a noticeable share of the inked work (none: black and grey work).
 * Null when no reference has any line to measure.
 */
export async function referenceInk(images: Buffer[]): Promise<ReferenceInk | null> {
  const measured = await Promise.all(images.map(measure));
  const weights = measured.map((m) => m.weight).filter((w): w is number => w !== null);
  const weight = median(weights);
  if (weight === undefined) return null;
  const inked = measured.reduce((sum, m) => sum + m.inked, 0);
  const totals = new Map<string, number>();
  for (const m of measured) {
    for (const [key, n] of m.colours) totals.set(key, (totals.get(key) ?? 0) + n);
  }
  // Most used first; a shade near one already taken (an anti-aliased edge) is the same ink.
  const palette: string[] = [];
  for (const [key] of [...totals]
    .filter(([, n]) => n >= inked * 0.03)
    .sort((a, b) => b[1] - a[1])) {
    if (palette.length < 3 && palette.every((taken) => distance(taken, key) > 96)) {
      palette.push(key);
    }
  }
  const stroke = Math.min(16, Math.max(1.5, weight * CANVAS_PX));
  return { stroke: Math.round(stroke * 10) / 10, palette };
}
