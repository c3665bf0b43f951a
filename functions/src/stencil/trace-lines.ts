import type { StencilParameters } from '@inkforge/domain';
import { cannyEdges } from './canny';
import { dilate } from './dilate';
import type { GreyImage, LineMask } from './raster';
import { removeSpecks } from './remove-specks';
import { lineRadius, minSpeckArea } from './stencil-geometry';

/**
 * Ink (darker than the threshold) is line: for designs that already are line art. The mask
 * takes over the smoothed image's buffer, which nothing reads afterwards.
 */
function darkPixels(img: GreyImage, threshold: number): LineMask {
  const { data } = img;
  for (let i = 0; i < data.length; i++) data[i] = data[i]! < threshold ? 1 : 0;
  return img;
}

/**
 * The line mask of a stencil from a toned and smoothed grey image (whose buffer it may take
 * over). Specks go before dilation, so thickening never makes dust large enough to survive.
 */
export function traceLines(
  smoothed: GreyImage,
  mode: 'threshold' | 'edge',
  settings: StencilParameters,
): LineMask {
  const longSide = Math.max(smoothed.width, smoothed.height);
  const mask =
    mode === 'edge'
      ? cannyEdges(smoothed, settings.edgeLowThreshold, settings.edgeHighThreshold)
      : darkPixels(smoothed, settings.threshold);
  removeSpecks(mask, minSpeckArea(settings.noiseThreshold, longSide));
  dilate(mask, lineRadius(settings.lineThickness, longSide));
  return mask;
}

/** Black lines on white paper, or white on black when inverted, painted over the mask's buffer. */
export function paintStencil(mask: LineMask, invert: boolean): GreyImage {
  const { data } = mask;
  const ink = invert ? 255 : 0;
  const paper = 255 - ink;
  for (let i = 0; i < data.length; i++) data[i] = data[i] === 1 ? ink : paper;
  return mask;
}
