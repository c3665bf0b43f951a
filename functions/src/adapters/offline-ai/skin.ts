import { clearFaces, looksLikeHead } from './faces';
import { labelComponents, lumaOf, type Pixels } from './raster';

/**
 * The skin the tattoo goes on: a mask, the point deepest inside it (where the design is
 * centred), the direction of the limb and its width.
 */
export interface SkinRegion {
  mask: Uint8Array;
  cx: number;
  cy: number;
  /** Distance from (cx, cy) to the nearest pixel that is not this skin, px. */
  depth: number;
  /** Angle of the region's long axis, radians from the x axis. */
  angle: number;
  /** Width across the long axis, px. */
  width: number;
}

/** Below this share of the photo, what looks like skin is a face in a crowd or noise. */
const MIN_SKIN_SHARE = 0.03;

/**
 * Skin by colour in YCbCr: Chai & Ngan's Cb 77–127 and Cr 133–173, which hold across skin tones
 * because they ignore brightness, with Cr from 138: a warm grey wall (Cr 129–134) is not skin.
 */
function skinByColour(image: Pixels): Uint8Array {
  const { width, height, channels, data } = image;
  const skin = new Uint8Array(width * height);
  for (let p = 0; p < skin.length; p++) {
    const r = data[p * channels]!;
    const g = data[p * channels + 1]!;
    const b = data[p * channels + 2]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
    const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
    skin[p] = y > 40 && cb >= 77 && cb <= 127 && cr >= 138 && cr <= 173 ? 1 : 0;
  }
  return skin;
}

/** The largest patch of skin that is not a head, as a 0/1 mask. */
function largestBodySkin(skin: Uint8Array, width: number, height: number) {
  const { labels, sizes } = labelComponents(skin, width, height);
  const boxes = sizes.map(() => ({ x0: width, x1: -1, y0: height, y1: -1 }));
  for (let p = 0; p < labels.length; p++) {
    const b = boxes[labels[p]!]!;
    const x = p % width;
    const y = (p - x) / width;
    [b.x0, b.x1, b.y0, b.y1] = [
      Math.min(b.x0, x),
      Math.max(b.x1, x),
      Math.min(b.y0, y),
      Math.max(b.y1, y),
    ];
  }
  let best = 0;
  for (let l = 1; l < sizes.length; l++) {
    if (sizes[l]! > sizes[best]! && !looksLikeHead(boxes[l]!, width, height)) best = l;
  }
  if (best === 0) return null;
  return { mask: Uint8Array.from(labels, (l) => (l === best ? 1 : 0)), size: sizes[best]! };
}

/** City-block distance of every mask pixel to the nearest pixel outside it (two passes). */
function distanceInside(mask: Uint8Array, width: number, height: number): Uint32Array {
  const d = new Uint32Array(mask.length);
  const far = width + height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!mask[p]) continue;
      const up = y > 0 ? d[p - width]! : 0;
      const left = x > 0 ? d[p - 1]! : 0;
      d[p] = Math.min(far, up + 1, left + 1);
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const p = y * width + x;
      if (!mask[p]) continue;
      const down = y < height - 1 ? d[p + width]! : 0;
      const right = x < width - 1 ? d[p + 1]! : 0;
      d[p] = Math.min(d[p]!, down + 1, right + 1);
    }
  }
  return d;
}

/**
 * The skin to tattoo: skin by colour with any face cleared from it, then the largest connected
 * patch, its deepest point and its second moments (the limb's direction and width). Null when
 * no patch is large enough: a photo showing only a face has no skin to tattoo.
 */
export function findSkin(image: Pixels): SkinRegion | null {
  const { width, height } = image;
  const skin = skinByColour(image);
  clearFaces(skin, lumaOf(image), width, height);
  const largest = largestBodySkin(skin, width, height);
  if (!largest || largest.size < MIN_SKIN_SHARE * width * height) return null;
  let sx = 0;
  let sy = 0;
  for (let p = 0; p < skin.length; p++) {
    if (!largest.mask[p]) continue;
    sx += p % width;
    sy += Math.floor(p / width);
  }
  const mx = sx / largest.size;
  const my = sy / largest.size;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let p = 0; p < skin.length; p++) {
    if (!largest.mask[p]) continue;
    const dx = (p % width) - mx;
    const dy = Math.floor(p / width) - my;
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
  // The design is centred where the skin is deepest, not at the patch's mean, which for a bent
  // or ring-shaped patch can fall off the skin.
  // Along a limb many points are about as deep: of those, the one nearest the patch's mean.
  const depths = distanceInside(largest.mask, width, height);
  const most = depths.reduce((a, v) => (v > a ? v : a), 0);
  let deepest = 0;
  let nearest = Infinity;
  for (let p = 0; p < depths.length; p++) {
    if (depths[p]! < most * 0.85) continue;
    const d = ((p % width) - mx) ** 2 + (Math.floor(p / width) - my) ** 2;
    if (d < nearest) [deepest, nearest] = [p, d];
  }
  return {
    mask: largest.mask,
    cx: deepest % width,
    cy: Math.floor(deepest / width),
    depth: depths[deepest]!,
    angle,
    // A uniform band of width w has variance w²/12 across it.
    width: Math.sqrt(12 * minor),
  };
}
