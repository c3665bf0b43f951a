import type { RawImage } from '../adapters/sharp/image-ops';
import type { GreyImage } from './raster';

/** Colourfulness (as a share of brightness) up to which a pixel is a grey under tinted light. */
const CAST = 0.35;

/** The tone of every (brightest, darkest channel) pair, worked out once: a lookup per pixel. */
const TONES = (() => {
  const table = new Uint8Array(256 * 256);
  for (let hi = 0; hi < 256; hi++) {
    for (let lo = 0; lo <= hi; lo++) {
      // A paper's colour cast (a warm lamp) is under a third of its brightness: no bonus.
      const bonus = hi - lo - CAST * hi;
      const v = bonus > 0 ? hi + 2 * bonus : hi;
      table[(hi << 8) | lo] = v > 255 ? 255 : v;
    }
  }
  return table;
})();

/**
 * The brightest channel of each pixel plus its colourfulness: black ink is dark and grey in
 * all three, a colour fill is bright in at least one or clearly coloured (a navy or a maroon
 * fill is as dark as ink in its brightest channel), so colour never passes for ink. Written
 * over the RGBA buffer.
 */
export function inkTone(rgba: RawImage): GreyImage {
  const { data, width, height } = rgba;
  const n = width * height;
  // One 32-bit read per pixel (little-endian: red is the low byte); sharp's buffers are
  // 4-byte aligned, anything else is copied first. Pixel i is read before byte i is written.
  const aligned = data.byteOffset % 4 === 0 ? data : data.slice();
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, n);
  for (let i = 0; i < n; i++) {
    const p = pixels[i]!;
    const r = p & 255;
    const g = (p >>> 8) & 255;
    const b = (p >>> 16) & 255;
    const hi = r > g ? (r > b ? r : b) : g > b ? g : b;
    const lo = r < g ? (r < b ? r : b) : g < b ? g : b;
    data[i] = TONES[(hi << 8) | lo]!;
  }
  return { data: data.subarray(0, n), width, height };
}
