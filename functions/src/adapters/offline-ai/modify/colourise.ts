import { borderConnected } from '../../sharp/border-background';
import { labelComponents, lumaOf, type Pixels } from '../raster';
import { pick, seededRandom } from '../random';
import { INK } from './line-weight';

/** Flash-sheet colours: saturated, readable under a black outline. */
const PALETTE: [number, number, number][] = [
  [214, 40, 40],
  [247, 127, 0],
  [252, 191, 73],
  [42, 157, 143],
  [38, 70, 83],
  [106, 76, 147],
  [25, 130, 196],
  [138, 201, 38],
];

/**
 * Add colour: every area the lines enclose is filled with a palette colour, multiplied with its
 * grey so shading survives; the paper around the design and the lines stay as they are.
 */
export function colourise(image: Pixels, seed: string): Pixels {
  const { width, height, channels } = image;
  const luma = lumaOf(image);
  const light = new Uint8Array(luma.length);
  for (let p = 0; p < luma.length; p++) light[p] = luma[p]! >= INK ? 1 : 0;
  const paper = borderConnected(light, width, height);
  for (let p = 0; p < light.length; p++) if (paper[p]) light[p] = 0;
  const { labels, sizes } = labelComponents(light, width, height);
  const random = seededRandom('colour', seed);
  const colours = sizes.map(() => pick(random, PALETTE));
  const minArea = (width * height) / 4000;
  const out: Pixels = { ...image, data: new Uint8Array(image.data) };
  for (let p = 0; p < labels.length; p++) {
    const label = labels[p]!;
    if (!label || sizes[label]! < minArea) continue;
    const colour = colours[label]!;
    for (let c = 0; c < 3; c++) {
      out.data[p * channels + c] = Math.round((image.data[p * channels + c]! * colour[c]!) / 255);
    }
  }
  return out;
}
