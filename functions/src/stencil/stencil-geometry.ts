/**
 * Settings are tuned on a 1024 px canvas (the generator's size); at other sizes line width and
 * speck size scale with the image so a 4096 px upscale gives the same-looking stencil.
 */
const LINE_REFERENCE = 512;
const AREA_REFERENCE = 1024;

/** Dilation radius in pixels: lineThickness is the stroke width at 512 px. */
export function lineRadius(lineThickness: number, longSide: number): number {
  const width = lineThickness * Math.max(1, longSide / LINE_REFERENCE);
  return Math.max(0, (width - 1) / 2);
}

/** Smallest fragment kept, in pixels: noiseThreshold is the area at 1024 px. */
export function minSpeckArea(noiseThreshold: number, longSide: number): number {
  const scale = Math.max(1, longSide / AREA_REFERENCE);
  return Math.round(noiseThreshold * scale * scale);
}
