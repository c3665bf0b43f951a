import type { StencilParameters } from '@inkforge/domain';
import type { ImageOps } from '../adapters/sharp/image-ops';
import { designTable, flattenByCells } from './flatten-light';
import { inkShare } from './ink-share';
import { paperClosing, type PaperMap } from './paper-closing';
import { paperWhite, type PaperLevel } from './paper-level';
import { paperNoise } from './paper-noise';
import type { GreyImage } from './raster';

/** Noise (grey levels) above which a design is smoothed before tracing, and by how much. */
const NOISY = 3;
const DENOISE = 0.8;
/** Depth below the paper, in noise standard deviations, that is still noise. */
const NOISE_SIGMAS = 3.5;
/**
 * Strokes up to twice this wide (px) are found against the paper beside them; filled
 * blackwork is too where paper shows through it this often (scales, highlights), which on a
 * bigger canvas is further apart. Wider areas are paper of their own (a colour or grey fill).
 */
function paperReach(image: GreyImage): number {
  return Math.max(12, Math.max(image.width, image.height) / REACH_SHARE);
}
const REACH_SHARE = 64;
/** Solid ink is darker than this share of the page's white, whatever the shadows. */
const MIN_SOLID = 0.12;
const MAX_SOLID = 0.22;

/** Below this, a design's blur (half the setting) would only soften hairlines. */
const MIN_DESIGN_BLUR = 0.5;

export interface SmoothedDesign {
  /** The picture smoothed as set, and more where it is grainy. */
  smoothed: GreyImage;
  /** The paper under it (paper-closing). */
  paper: PaperMap;
  /** Its noise left after smoothing, in grey levels. */
  noise: number;
}

/** A design's picture ready to threshold; also what auto mode looks at. */
export async function smoothDesign(
  ops: ImageOps,
  value: GreyImage,
  settings: StencilParameters,
): Promise<SmoothedDesign> {
  const grain = paperNoise(value);
  const sigma = Math.max(settings.blurSigma / 2, grain > NOISY ? DENOISE : 0);
  if (sigma < MIN_DESIGN_BLUR) {
    return { smoothed: value, paper: paperClosing(value, paperReach(value)), noise: grain };
  }
  const smoothed = await ops.blur({ ...value, channels: 1 }, sigma);
  return {
    smoothed,
    paper: paperClosing(smoothed, paperReach(value)),
    noise: paperNoise(smoothed),
  };
}

/**
 * The smoothed design divided by its paper and stretched from ink (0) to paper (255), noise
 * and solid ink accounted for (flatten-light). Written over `design.smoothed`.
 */
export function flattenDesign(design: SmoothedDesign, paper: PaperLevel): GreyImage {
  const ink = inkShare(design.smoothed, design.paper);
  const solid = Math.min(MAX_SOLID, Math.max(MIN_SOLID, ink));
  flattenByCells(
    design.smoothed,
    design.paper,
    designTable({
      inkShare: ink,
      noiseFloor: NOISE_SIGMAS * design.noise,
      solidInk: paperWhite(paper) * solid,
    }),
  );
  return design.smoothed;
}
