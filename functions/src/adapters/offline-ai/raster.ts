import { loadSharp } from '../load-sdk';

/** Decoded pixels, row-major, 3 (RGB) or 4 (RGBA) channels. */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** The offline engine works at most at 1024 px: every edit stays well under a second. */
const WORK_SIDE = 1024;

export async function decodeRgb(input: Buffer, side = WORK_SIDE): Promise<Pixels> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height, channels: 3 };
}

export async function encodePng(image: Pixels): Promise<Buffer> {
  const { width, height, channels } = image;
  const sharp = await loadSharp();
  return sharp(Buffer.from(image.data), { raw: { width, height, channels } }).png().toBuffer();
}

/** Rec. 601 luma of every pixel. */
export function lumaOf(image: Pixels): Uint8Array {
  const out = new Uint8Array(image.width * image.height);
  const { data, channels } = image;
  for (let p = 0, i = 0; p < out.length; p++, i += channels) {
    out[p] = (data[i]! * 299 + data[i + 1]! * 587 + data[i + 2]! * 114) / 1000;
  }
  return out;
}

/**
 * Minimum of a sliding window of 2·radius+1 over one strided line, in three comparisons per
 * sample whatever the radius (van Herk / Gil-Werman): block-wise running minima forward and
 * backward, then one comparison per output.
 */
function slideMin(
  src: Uint8Array,
  dst: Uint8Array,
  start: number,
  stride: number,
  n: number,
  radius: number,
  fwd: Uint8Array,
  bwd: Uint8Array,
): void {
  const k = 2 * radius + 1;
  for (let i = 0, p = start; i < n; i++, p += stride) {
    const v = src[p]!;
    const prev = fwd[i - 1]!;
    fwd[i] = i % k === 0 || v < prev ? v : prev;
  }
  for (let i = n - 1, p = start + (n - 1) * stride; i >= 0; i--, p -= stride) {
    const v = src[p]!;
    const next = bwd[i + 1]!;
    bwd[i] = i === n - 1 || (i + 1) % k === 0 || v < next ? v : next;
  }
  for (let i = 0, p = start; i < n; i++, p += stride) {
    const lo = i > radius ? i - radius : 0;
    const hi = i + radius < n ? i + radius : n - 1;
    // [lo, hi] spans the tail of lo's block and the head of hi's; near the line's ends both can
    // fall in one block, where bwd[lo] would reach past hi: scan that short window instead.
    if (hi - lo < k - 1 && ((lo / k) | 0) === ((hi / k) | 0) && lo % k !== 0) {
      let m = src[start + lo * stride]!;
      for (let j = lo + 1; j <= hi; j++) {
        const v = src[start + j * stride]!;
        if (v < m) m = v;
      }
      dst[p] = m;
    } else {
      const a = bwd[lo]!;
      const b = fwd[hi]!;
      dst[p] = a < b ? a : b;
    }
  }
}

/** Square minimum filter of `radius` over interleaved channels. */
function minFilter(
  data: Uint8Array,
  width: number,
  height: number,
  channels: number,
  radius: number,
): Uint8Array {
  const across = new Uint8Array(data.length);
  const out = new Uint8Array(data.length);
  const fwd = new Uint8Array(Math.max(width, height));
  const bwd = new Uint8Array(Math.max(width, height));
  for (let y = 0; y < height; y++) {
    for (let c = 0; c < channels; c++) {
      slideMin(data, across, y * width * channels + c, channels, width, radius, fwd, bwd);
    }
  }
  for (let x = 0; x < width; x++) {
    for (let c = 0; c < channels; c++) {
      slideMin(across, out, x * channels + c, width * channels, height, radius, fwd, bwd);
    }
  }
  return out;
}

const inverted = (data: Uint8Array) => data.map((v) => 255 - v);

/**
 * Square min (or max) filter of `radius` on every channel: a min filter grows dark ink, a max
 * filter (a min filter of the negative) shrinks it.
 */
export function rankFilter(image: Pixels, radius: number, isMin: boolean): Pixels {
  const { width, height, channels } = image;
  if (isMin) return { ...image, data: minFilter(image.data, width, height, channels, radius) };
  const negative = minFilter(inverted(image.data), width, height, channels, radius);
  return { ...image, data: inverted(negative) };
}

/** Binary erosion of a 0/1 mask by a square of `radius`. */
export function erodeMask(mask: Uint8Array, width: number, height: number, radius: number) {
  return minFilter(mask, width, height, 1, radius);
}

/** 4-connected components of a 0/1 mask: a label per pixel (0 = outside) and each label's size. */
export function labelComponents(
  mask: Uint8Array,
  width: number,
  height: number,
): { labels: Int32Array; sizes: number[] } {
  const labels = new Int32Array(width * height);
  const sizes = [0];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < labels.length; start++) {
    if (!mask[start] || labels[start]) continue;
    const label = sizes.length;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % width;
      const around = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const j of around) {
        if (j < 0 || j >= labels.length || !mask[j] || labels[j]) continue;
        labels[j] = label;
        stack[top++] = j;
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** The largest component of a mask as a 0/1 mask, or null when the mask is empty. */
export function largestComponent(mask: Uint8Array, width: number, height: number) {
  const { labels, sizes } = labelComponents(mask, width, height);
  let best = 0;
  for (let l = 1; l < sizes.length; l++) if (sizes[l]! > sizes[best]!) best = l;
  if (best === 0) return null;
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < out.length; i++) out[i] = labels[i] === best ? 1 : 0;
  return { mask: out, size: sizes[best]! };
}

/** Share of pixels whose colour moved by more than a faint JPEG-level difference. */
export function changedShare(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let changed = 0;
  const n = a.width * a.height;
  for (let p = 0; p < n; p++) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(a.data[p * a.channels + c]! - b.data[p * b.channels + c]!) > 24) {
        changed++;
        break;
      }
    }
  }
  return changed / n;
}
