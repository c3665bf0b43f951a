import { loadSharp } from '../load-sdk';
import { photoSubject } from './cut-out';
import { erodeMask, labelComponents, type Pixels } from './raster';

const MODEL_SIDE = 256;

/**
 * Where lines may be drawn: for a photo, the subject (its background and frame edges stay
 * paper); for a sketch, the whole sheet less a thin margin where paper edges and shadows are.
 */
async function drawableArea(rgb: Pixels, kind: 'photo' | 'sketch'): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const { width, height } = rgb;
  const margin = Math.round(Math.min(width, height) * 0.02);
  const sheet = new Uint8Array(width * height);
  for (let y = margin; y < height - margin; y++)
    sheet.fill(1, y * width + margin, (y + 1) * width - margin);
  if (kind === 'sketch') return sheet;
  const small = await sharp(Buffer.from(rgb.data), { raw: { width, height, channels: 3 } })
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'inside' })
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = await photoSubject({
    data: small.data,
    width: small.info.width,
    height: small.info.height,
    channels: 3,
  });
  const share = mask.reduce((a, v) => a + v, 0) / mask.length;
  // A subject that fills the whole frame (or none found): trace the whole photo.
  if (share < 0.05 || share > 0.97) return sheet;
  const full = await sharp(Buffer.from(mask.map((v) => v * 255)), {
    raw: { width: small.info.width, height: small.info.height, channels: 1 },
  })
    .resize(width, height, { fit: 'fill', kernel: 'nearest' })
    .extractChannel(0) // sharp widens one-channel raw input to three
    .raw()
    .toBuffer();
  return full.map((v, p) => (v > 127 ? sheet[p]! : 0));
}

/**
 * Photo or sketch to a line drawing: median smoothing (keeps edges, drops texture), then an
 * adaptive threshold against the local mean, so lines and dark masses become ink whatever the
 * lighting; specks are dropped; a photo's subject also gets its silhouette as an outline.
 */
export async function lineDrawing(
  source: Buffer,
  width: number,
  height: number,
  kind: 'photo' | 'sketch',
): Promise<Buffer> {
  const sharp = await loadSharp();
  const inner = sharp(source, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize(Math.round(width * 0.9), Math.round(height * 0.9), { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .removeAlpha();
  const { data, info } = await inner.clone().raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const area = await drawableArea({ data, width: w, height: h, channels: 3 }, kind);
  const smooth = await inner.clone().greyscale().median(5).extractChannel(0).raw().toBuffer();
  const local = await sharp(smooth, { raw: { width: w, height: h, channels: 1 } })
    .blur(Math.max(2, Math.max(w, h) / 60))
    .extractChannel(0) // sharp widens one-channel raw input to three
    .raw()
    .toBuffer();
  const offset = kind === 'photo' ? 10 : 8;
  const ink = new Uint8Array(w * h);
  for (let p = 0; p < ink.length; p++) {
    const dark = smooth[p]! < local[p]! - offset || (kind === 'photo' && smooth[p]! < 45);
    ink[p] = area[p] && dark && smooth[p]! < 215 ? 1 : 0;
  }
  if (kind === 'photo') {
    const inside = erodeMask(area, w, h, 2);
    for (let p = 0; p < ink.length; p++) if (area[p] && !inside[p]) ink[p] = 1;
  }
  const { labels, sizes } = labelComponents(ink, w, h);
  const speck = (w * h) / 20_000;
  const page = Buffer.alloc(w * h, 255);
  for (let p = 0; p < page.length; p++) if (ink[p] && sizes[labels[p]!]! >= speck) page[p] = 0;
  const drawing = await sharp(page, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: drawing, gravity: 'centre' }])
    .png()
    .toBuffer();
}
