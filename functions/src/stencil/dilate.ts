import type { LineMask } from './raster';

/**
 * Thickens lines with a disc of the given radius (Euclidean). First the horizontal distance to
 * the nearest line pixel in each row, then, per pixel, the nearest row within the radius: the
 * cost grows with the radius, not its square.
 */
export function dilate(mask: LineMask, radius: number): LineMask {
  if (radius < 1) return mask;
  const { data, width: w, height: h } = mask;
  const reach = Math.floor(radius);
  const cap = reach + 1;
  const r2 = radius * radius;
  // Horizontal distance to the nearest line pixel in the row, capped (anything ≥ cap is too far).
  const rowDist = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let last = -cap;
    for (let x = 0; x < w; x++) {
      if (data[row + x] === 1) last = x;
      rowDist[row + x] = Math.min(cap, x - last);
    }
    last = w + cap;
    for (let x = w - 1; x >= 0; x--) {
      if (data[row + x] === 1) last = x;
      const d = Math.min(cap, last - x);
      if (d < rowDist[row + x]!) rowDist[row + x] = d;
    }
  }

  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - reach);
    const y1 = Math.min(h - 1, y + reach);
    for (let x = 0; x < w; x++) {
      for (let ny = y0; ny <= y1; ny++) {
        const dx = rowDist[ny * w + x]!;
        if (dx >= cap) continue;
        const dy = ny - y;
        if (dx * dx + dy * dy <= r2) {
          out[y * w + x] = 1;
          break;
        }
      }
    }
  }
  return { data: out, width: w, height: h };
}
