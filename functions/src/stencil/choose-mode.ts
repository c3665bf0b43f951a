import type { GreyImage } from './raster';

/** Share of mid-tone pixels above which an image is treated as a photo. */
export const PHOTO_MIDTONE_SHARE = 0.35;
const DARK = 50;
const LIGHT = 205;
const SAMPLES = 65_536;

/**
 * Designs are mostly paper and ink (light and dark); photos are mostly mid-tones. Designs get
 * threshold mode, photos Canny edges (DESIGN §6). Decided on a sample of the original greys.
 */
export function chooseMode(img: GreyImage): 'threshold' | 'edge' {
  const { data } = img;
  const stride = Math.max(1, Math.floor(data.length / SAMPLES));
  let midtones = 0;
  let total = 0;
  for (let i = 0; i < data.length; i += stride) {
    const v = data[i]!;
    if (v > DARK && v < LIGHT) midtones++;
    total++;
  }
  return total > 0 && midtones / total > PHOTO_MIDTONE_SHARE ? 'edge' : 'threshold';
}
