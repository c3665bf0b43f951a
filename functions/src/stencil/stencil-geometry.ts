/**
 * Line weight and speck size in the design's own terms. A design's lines are as wide as they
 * were drawn whatever the canvas size (a 4096 px design is a bigger design, not a magnified
 * one), so both are relative to the typical stroke width found in the image. Photos give
 * one-pixel edges; their weight follows the image size, tuned on a 1024 px canvas.
 */
const PHOTO_REFERENCE = 1024;
/** noiseThreshold 10 (the default) then removes fragments under 3 px at 3-px strokes. */
const SPECK_SHARE = 0.3;

/**
 * Dilation radius in pixels. lineThickness 1 keeps lines as drawn; each further unit adds one
 * typical stroke width (half each side), so 1.5 is a touch bolder only where lines are wide.
 */
export function lineRadius(lineThickness: number, strokeWidth: number): number {
  return Math.max(0, ((lineThickness - 1) * strokeWidth) / 2);
}

/** Photos: lineThickness is the edge width in pixels on a 1024 px image. */
export function photoLineRadius(lineThickness: number, longSide: number): number {
  const width = lineThickness * Math.max(1, longSide / PHOTO_REFERENCE);
  return Math.max(0, (width - 1) / 2);
}

/** Smallest fragment kept, in pixels: noiseThreshold scaled by the stroke's area. */
export function minSpeckArea(noiseThreshold: number, strokeWidth: number): number {
  const scale = Math.max(1, strokeWidth / 3);
  return Math.round(noiseThreshold * SPECK_SHARE * scale * scale);
}

/** Photos: noiseThreshold is the area at 1024 px, scaled with the image's area. */
export function photoSpeckArea(noiseThreshold: number, longSide: number): number {
  const scale = Math.max(1, longSide / PHOTO_REFERENCE);
  return Math.round(noiseThreshold * scale * scale);
}
