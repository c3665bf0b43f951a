import type { PaperLevel } from './paper-level';
import type { GreyImage } from './raster';

/** Share of mid-tone pixels above which an image may be a photo. */
export const PHOTO_MIDTONE_SHARE = 0.35;
/** Share of paper blocks crossed by lines at which an image is a design whatever its tones. */
export const DESIGN_INKED_BLOCKS = 0.04;
const DARK = 50;
const LIGHT = 205;
const SAMPLES = 65_536;

/**
 * Photos are mostly mid-tones with few sharp dark lines; designs are paper and ink, and a
 * design with colour or shading, or photographed in a shadow, still has lines clearly darker
 * than the paper around them in many places. Designs get threshold mode (outlines and ink,
 * fills left as paper), photos Canny edges.
 */
export function chooseMode(img: GreyImage, paper: PaperLevel): 'threshold' | 'edge' {
  if (paper.inkedBlocks >= DESIGN_INKED_BLOCKS) return 'threshold';
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
