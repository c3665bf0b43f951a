import type { PaperMap } from './paper-closing';
import type { PaperLevel } from './paper-level';
import type { GreyImage } from './raster';

/**
 * Share of the picture a little darker than the paper around it (between half and 0.85 of it)
 * above which it is a photo: fur, skin, fabric and foliage are textured at every scale, while
 * a design, however faint, shadowed or coloured, is paper level almost everywhere but its
 * lines (at most 0.06 on every design measured, 0.09–0.25 on photos).
 */
const PHOTO_TEXTURE = 0.08;
/** A picture with no lines and almost no texture but mostly mid-tones: a smooth photo. */
const SMOOTH_TEXTURE = 0.02;
const SMOOTH_MIDTONES = 0.35;
const SMOOTH_INKED_BLOCKS = 0.04;
const DARK = 50;
const MAX_GRAIN = 6;
const LIGHT = 205;

interface Tones {
  texture: number;
  midtones: number;
}

/** Sampled every other row and column: a quarter of the pixels is plenty for two shares. */
function tonesOf(img: GreyImage, paper: PaperMap, noise: number): Tones {
  const { data, width: w, height: h } = img;
  const { data: levels, width: pw, shift } = paper;
  let textured = 0;
  let mid = 0;
  let total = 0;
  // Grain darkens a pixel by up to three standard deviations: that is not texture. Fur and
  // foliage read as grain too, so only a little of it is discounted.
  const grain = Math.min(MAX_GRAIN, 3 * noise);
  for (let y = 0; y < h; y += 2) {
    const prow = (y >> shift) * pw;
    for (let x = 0; x < w; x += 2) {
      const v = data[y * w + x]!;
      const level = levels[prow + (x >> shift)]!;
      if (v > level * 0.5 && v < level * 0.85 - grain) textured++;
      if (v > DARK && v < LIGHT) mid++;
      total++;
    }
  }
  return { texture: textured / total, midtones: mid / total };
}

/**
 * Designs get threshold mode (outlines and ink, fills left as paper), photos edge mode (lines
 * where the picture changes). `paper` is the paper closing (paper-closing), `noise`
 * the picture's grain in grey levels (paper-noise).
 */
export function chooseMode(
  img: GreyImage,
  paper: PaperMap,
  noise: number,
  blocks: PaperLevel,
): 'threshold' | 'edge' {
  const { texture, midtones } = tonesOf(img, paper, noise);
  if (texture >= PHOTO_TEXTURE) return 'edge';
  const smooth =
    texture < SMOOTH_TEXTURE &&
    midtones > SMOOTH_MIDTONES &&
    blocks.inkedBlocks < SMOOTH_INKED_BLOCKS;
  return smooth ? 'edge' : 'threshold';
}
