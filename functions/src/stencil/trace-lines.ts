import type { StencilParameters } from '@inkforge/domain';
import { cannyEdges } from './canny';
import { dilate } from './dilate';
import type { GreyImage, LineMask } from './raster';
import { removeSpecks } from './remove-specks';
import { lineRadius, minSpeckArea } from './stencil-geometry';

/** Ink (darker than the threshold) is line: for designs that already are line art. */
function darkPixels(img: GreyImage, threshold: number): LineMask {
  const data = new Uint8Array(img.data.length);
  for (let i = 0; i < data.length; i++) data[i] = img.data[i]! < threshold ? 1 : 0;
  return { data, width: img.width, height: img.height };
}

/**
 * The line mask of a stencil from a toned and smoothed grey image. Specks go before dilation,
 * so thickening never makes dust large enough to survive.
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
  return dilate(mask, lineRadius(settings.lineThickness, longSide));
}

/** Black lines on white paper, or white on black when inverted. */
export function paintStencil(mask: LineMask, invert: boolean): GreyImage {
  const ink = invert ? 255 : 0;
  const paper = invert ? 0 : 255;
  const data = new Uint8Array(mask.data.length);
  for (let i = 0; i < data.length; i++) data[i] = mask.data[i] === 1 ? ink : paper;
  return { data, width: mask.width, height: mask.height };
}
