import type { RawImage } from '../adapters/sharp/image-ops';
import type { GreyImage } from './raster';

/** Colourfulness (as a share of brightness) up to which a pixel is a grey under tinted light. */
const CAST = 0.35;

/**
 * The brightest channel of each pixel plus its colourfulness: black ink is dark and grey in
 * all three, a colour fill is bright in at least one or clearly coloured (a navy or a maroon
 * fill is as dark as ink in its brightest channel), so colour never passes for ink. Written
 * over the RGBA buffer.
 */
export function inkTone(rgba: RawImage): GreyImage {
  const { data, width, height } = rgba;
  const n = width * height;
  for (let i = 0, k = 0; i < n; i++, k += 4) {
    const r = data[k]!;
    const g = data[k + 1]!;
    const b = data[k + 2]!;
    const hi = r > g ? (r > b ? r : b) : g > b ? g : b;
    const lo = r < g ? (r < b ? r : b) : g < b ? g : b;
    // A paper's colour cast (a warm lamp) is under a third of its brightness: no bonus.
    const bonus = hi - lo - CAST * hi;
    const v = bonus > 0 ? hi + 2 * bonus : hi;
    data[i] = v > 255 ? 255 : v;
  }
  return { data: data.subarray(0, n), width, height };
}
