import { largestComponent, type Pixels } from './raster';

/** The skin the tattoo goes on: a mask, its centre, the direction of the limb and its width. */
export interface SkinRegion {
  mask: Uint8Array;
  cx: number;
  cy: number;
  /** Angle of the region's long axis, radians from the x axis. */
  angle: number;
  /** Width across the long axis, px. */
  width: number;
}

/** Below this share of the photo, what looks like skin is a face in a crowd or noise. */
const MIN_SKIN_SHARE = 0.03;

/**
 * Skin by colour in YCbCr (Chai & Ngan's Cb 77–127, Cr 133–173, which holds across skin
 * tones because it ignores brightness), then the largest connected patch and its second moments.
 */
export function findSkin(image: Pixels): SkinRegion | null {
  const { width, height, channels, data } = image;
  const skin = new Uint8Array(width * height);
  for (let p = 0; p < skin.length; p++) {
    const r = data[p * channels]!;
    const g = data[p * channels + 1]!;
    const b = data[p * channels + 2]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
    const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
    skin[p] = y > 40 && cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173 ? 1 : 0;
  }
  const largest = largestComponent(skin, width, height);
  if (!largest || largest.size < MIN_SKIN_SHARE * width * height) return null;
  let sx = 0;
  let sy = 0;
  for (let p = 0; p < skin.length; p++) {
    if (!largest.mask[p]) continue;
    sx += p % width;
    sy += Math.floor(p / width);
  }
  const cx = sx / largest.size;
  const cy = sy / largest.size;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let p = 0; p < skin.length; p++) {
    if (!largest.mask[p]) continue;
    const dx = (p % width) - cx;
    const dy = Math.floor(p / width) - cy;
    xx += dx * dx;
    yy += dy * dy;
    xy += dx * dy;
  }
  xx /= largest.size;
  yy /= largest.size;
  xy /= largest.size;
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy * xy);
  const minor = Math.max(0, (xx + yy - spread) / 2);
  // A uniform band of width w has variance w²/12 across it.
  return { mask: largest.mask, cx, cy, angle, width: Math.sqrt(12 * minor) };
}
