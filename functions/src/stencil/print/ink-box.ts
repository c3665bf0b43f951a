import type { LineMask } from '../raster';

/**
 * The stencil cut to its ink's bounding box: the size the artist sets is the design's, so the
 * paper around it (however much the source had) never shrinks the print. A stencil with no
 * ink stays as it is.
 */
export function cropToInk(lines: LineMask): LineMask {
  const { data, width: w, height: h } = lines;
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let first = -1;
    let last = -1;
    for (let x = 0; x < w; x++) {
      if (data[row + x] !== 1) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first < 0) continue;
    x0 = Math.min(x0, first);
    x1 = Math.max(x1, last);
    y0 = Math.min(y0, y);
    y1 = y;
  }
  if (x1 < 0 || (x0 === 0 && y0 === 0 && x1 === w - 1 && y1 === h - 1)) return lines;
  const width = x1 - x0 + 1;
  const height = y1 - y0 + 1;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    out.set(data.subarray((y0 + y) * w + x0, (y0 + y) * w + x0 + width), y * width);
  }
  return { data: out, width, height };
}
