import { loadSharp } from '../load-sdk';
import { borderConnected } from '../sharp/border-background';
import { grabCutMask } from './grabcut';
import { erodeMask, largestComponent, type Pixels } from './raster';

/** The subject is found on a small copy: fast, and small texture does not break the fill. */
const MODEL_SIDE = 256;

type Rgb = [number, number, number];

/**
 * Up to four colours of the photo's edges, by k-means from a farthest-point start. Samples come
 * from rings up to 6 % deep, so a frame or a dark vignette along the very edge does not hide the
 * backdrop behind it.
 */
function borderColours(image: Pixels): { centres: Rgb[]; spread: number } {
  const { width, height, data, channels } = image;
  const samples: Rgb[] = [];
  const at = (x: number, y: number): Rgb => {
    const i = (y * width + x) * channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  for (const depth of [0, 0.02, 0.04, 0.06]) {
    const dx = Math.floor(width * depth);
    const dy = Math.floor(height * depth);
    for (let x = dx; x < width - dx; x++) {
      samples.push(at(x, dy));
      // A subject often stands on the bottom edge (a bust, an arm): only its corners count there.
      if (x < width * 0.15 || x > width * 0.85) samples.push(at(x, height - 1 - dy));
    }
    for (let y = dy; y < height - dy; y++) samples.push(at(dx, y), at(width - 1 - dx, y));
  }
  const distance = (s: Rgb, c: Rgb) => Math.hypot(s[0] - c[0], s[1] - c[1], s[2] - c[2]);
  let centres: Rgb[] = [samples[0]!];
  while (centres.length < 4) {
    let far = samples[0]!;
    let farthest = -1;
    for (const s of samples) {
      const d = Math.min(...centres.map((c) => distance(s, c)));
      if (d > farthest) [far, farthest] = [s, d];
    }
    centres.push(far);
  }
  const nearest = (s: Rgb) => {
    let best = 0;
    let dist = Infinity;
    centres.forEach((c, k) => {
      const d = distance(s, c);
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
 * Photo cut-out: the subject found by GrabCut (or, without OpenCV, by the border's colours), the
 * mask scaled up and feathered by one or two pixels.
 */
export async function cutOutSubject(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
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
  const mask = await photoSubject(image);
  const alpha = await sharp(Buffer.from(mask.map((v) => v * 255)), {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize(full.info.width, full.info.height, { fit: 'fill', kernel: 'linear' })
    .blur(1.2)
    .extractChannel(0) // sharp widens one-channel raw input to three
    .raw()
    .toBuffer();
  const data = full.data;
  for (let p = 0; p < alpha.length; p++) data[p * 4 + 3] = Math.min(data[p * 4 + 3]!, alpha[p]!);
  return sharp(data, { raw: { width: full.info.width, height: full.info.height, channels: 4 } })
    .png()
    .toBuffer();
}

/**
 * 1 where the photo's subject is, 0 for background: GrabCut keeps a subject whose colours the
 * frame also holds (an orange suit against a flag, a cat filling the picture), which the colour
 * method alone cut to a fragment.
 */
export async function photoSubject(image: Pixels): Promise<Uint8Array> {
  return (await grabCutMask(image)) ?? subjectMask(image);
}

/**
 * The colour method: the background is what is connected to the border and close in colour to
 * the border's own colours; the subject is the largest remaining region with its holes filled,
 * so light parts of the subject stay.
 */
function subjectMask(image: Pixels): Uint8Array {
  const { width, height, data, channels } = image;
  const { centres, spread } = borderColours(image);
  const tolerance = Math.min(90, Math.max(22, spread * 1.5));
  const near = new Uint8Array(width * height);
  for (let p = 0; p < near.length; p++) {
    const i = p * channels;
    near[p] = centres.some(
      (c) => Math.hypot(data[i]! - c[0], data[i + 1]! - c[1], data[i + 2]! - c[2]) < tolerance,
    )
      ? 1
      : 0;
  }
  // Seeded from the rings the colours came from, not only from the outermost pixels.
  const background = borderConnected(
    near,
    width,
    height,
    Math.floor(Math.min(width, height) * 0.06),
  );
  // An opening (erode, then grow back) drops thin lines such as a frame or a horizon, so they
  // cannot join the subject to the border.
  const inset = Math.floor(Math.min(width, height) * 0.06);
  const opened = erodeMask(
    background.map((v) => 1 - v),
    width,
    height,
    2,
  );
  const foreground = erodeMask(
    opened.map((v) => 1 - v),
    width,
    height,
    2,
  ).map((v) => 1 - v);
  const subject = largestComponent(foreground, width, height);
  if (!subject) return foreground;
  // Holes inside the subject (a white shirt, a light eye) are subject, not background.
  const outside = borderConnected(
    subject.mask.map((v) => 1 - v),
    width,
    height,
    inset,
  );
  return outside.map((v) => 1 - v);
}
