import sharp from 'sharp';
import { borderConnected } from '../../images/border-background';
import { largestComponent, type Pixels } from './raster';

/** The subject is found on a small copy: fast, and small texture does not break the fill. */
const MODEL_SIDE = 256;

type Rgb = [number, number, number];

/** Up to four colours of the photo's border, by a few rounds of k-means (deterministic start). */
function borderColours(image: Pixels): { centres: Rgb[]; spread: number } {
  const { width, height, data, channels } = image;
  const samples: Rgb[] = [];
  const at = (x: number, y: number): Rgb => {
    const i = (y * width + x) * channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  for (let x = 0; x < width; x++) samples.push(at(x, 0), at(x, height - 1));
  for (let y = 0; y < height; y++) samples.push(at(0, y), at(width - 1, y));
  let centres: Rgb[] = [0, 0.25, 0.5, 0.75].map((q) => samples[Math.floor(q * samples.length)]!);
  const nearest = (s: Rgb) => {
    let best = 0;
    let dist = Infinity;
    centres.forEach((c, k) => {
      const d = Math.hypot(s[0] - c[0], s[1] - c[1], s[2] - c[2]);
      if (d < dist) [best, dist] = [k, d];
    });
    return { best, dist };
  };
  for (let round = 0; round < 6; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const s of samples) {
      const sum = sums[nearest(s).best]!;
      for (let c = 0; c < 3; c++) sum[c]! += s[c]!;
      sum[3]!++;
    }
    centres = sums.map((s, k) => (s[3] ? [s[0]! / s[3], s[1]! / s[3], s[2]! / s[3]] : centres[k]!));
  }
  const distances = samples.map((s) => nearest(s).dist).sort((a, b) => a - b);
  return { centres, spread: distances[Math.floor(distances.length * 0.9)]! };
}

/**
 * Photo cut-out: the background is what is connected to the border and close in colour to the
 * border's own colours; the subject is the largest remaining region with its holes filled, so
 * light parts of the subject stay. The mask is scaled up and feathered by one or two pixels.
 */
export async function cutOutSubject(input: Buffer): Promise<Buffer> {
  const source = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true });
  const full = await source.clone().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const small = await source
    .clone()
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image: Pixels = {
    data: small.data,
    width: small.info.width,
    height: small.info.height,
    channels: 3,
  };
  const mask = subjectMask(image);
  const alpha = await sharp(Buffer.from(mask.map((v) => v * 255)), {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize(full.info.width, full.info.height, { fit: 'fill', kernel: 'linear' })
    .blur(1.2)
    .raw()
    .toBuffer();
  const data = full.data;
  for (let p = 0; p < alpha.length; p++) data[p * 4 + 3] = Math.min(data[p * 4 + 3]!, alpha[p]!);
  return sharp(data, { raw: { width: full.info.width, height: full.info.height, channels: 4 } })
    .png()
    .toBuffer();
}

/** 1 where the subject is, 0 for background. */
export function subjectMask(image: Pixels): Uint8Array {
  const { width, height, data, channels } = image;
  const { centres, spread } = borderColours(image);
  const tolerance = Math.min(90, Math.max(28, spread * 1.5));
  const near = new Uint8Array(width * height);
  for (let p = 0; p < near.length; p++) {
    const i = p * channels;
    near[p] = centres.some(
      (c) => Math.hypot(data[i]! - c[0], data[i + 1]! - c[1], data[i + 2]! - c[2]) < tolerance,
    )
      ? 1
      : 0;
  }
  const background = borderConnected(near, width, height);
  const foreground = background.map((v) => 1 - v);
  const subject = largestComponent(foreground, width, height);
  if (!subject) return foreground;
  // Holes inside the subject (a white shirt, a light eye) are subject, not background.
  const outside = borderConnected(
    subject.mask.map((v) => 1 - v),
    width,
    height,
  );
  return outside.map((v) => 1 - v);
}
