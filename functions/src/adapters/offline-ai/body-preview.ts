import { loadSharp } from '../load-sdk';
import { decodeRgb, encodePng } from './raster';
import { findSkin } from './skin';

export type PreviewOutcome = { ok: true; png: Buffer } | { ok: false };

/** How strongly the ink shows through: healed ink is never quite paper-black. */
const INK_OPACITY = 0.85;

/**
 * Offline body preview: the design centred where the largest patch of skin (faces set aside) is
 * deepest, turned along the limb, scaled to 75 % of its width, multiplied into the skin and kept
 * off everything that is not skin.
 */
export async function previewOnSkin(body: Buffer, tattoo: Buffer): Promise<PreviewOutcome> {
  const sharp = await loadSharp();
  const photo = await decodeRgb(body);
  const skin = findSkin(photo);
  if (!skin) return { ok: false };
  const { width, height } = photo;
  const side = Math.max(24, Math.round(Math.min(skin.width * 0.75, skin.depth * 2.4)));
  // The design's up is along the limb: its long axis, whichever way the photo holds it.
  const degrees = (skin.angle * 180) / Math.PI - 90;
  const design = await sharp(tattoo, { limitInputPixels: 50_000_000 })
    .resize(side, side, { fit: 'inside' })
    .ensureAlpha()
    .rotate(degrees, { background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const soft = await sharp(Buffer.from(skin.mask.map((v) => v * 255)), {
    raw: { width, height, channels: 1 },
  })
    .blur(2)
    .extractChannel(0) // sharp widens one-channel raw input to three
    .raw()
    .toBuffer();
  const { data: ink, info } = design;
  const left = Math.round(skin.cx - info.width / 2);
  const top = Math.round(skin.cy - info.height / 2);
  const out = photo.data;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const bx = left + x;
      const by = top + y;
      if (bx < 0 || by < 0 || bx >= width || by >= height) continue;
      const t = (y * info.width + x) * 4;
      const p = by * width + bx;
      const a = (ink[t + 3]! / 255) * (soft[p]! / 255) * INK_OPACITY;
      if (a === 0) continue;
      for (let c = 0; c < 3; c++) {
        // Rotation hands back premultiplied pixels: divide the alpha out again.
        const colour = info.premultiplied ? (ink[t + c]! * 255) / ink[t + 3]! : ink[t + c]!;
        out[p * 3 + c] = Math.round(out[p * 3 + c]! * (1 - a + (a * Math.min(255, colour)) / 255));
      }
    }
  }
  return { ok: true, png: await encodePng(photo) };
}
