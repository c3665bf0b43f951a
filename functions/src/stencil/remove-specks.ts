import type { LineMask } from './raster';

/**
 * Removes line fragments of fewer than `minArea` pixels (8-connected components), the dust
 * that skin texture and JPEG noise leave behind. Changes the mask in place.
 */
export function removeSpecks(mask: LineMask, minArea: number): void {
  if (minArea <= 1) return;
  const { data, width: w, height: h } = mask;
  const queue = new Int32Array(data.length);
  const SEEN = 2;

  for (let start = 0; start < data.length; start++) {
    if (data[start] !== 1) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    data[start] = SEEN;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % w;
      const y = (i - x) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const j = ny * w + nx;
          if (data[j] === 1) {
            data[j] = SEEN;
            queue[tail++] = j;
          }
        }
      }
    }
    if (tail < minArea) for (let k = 0; k < tail; k++) data[queue[k]!] = 0;
  }

  for (let i = 0; i < data.length; i++) if (data[i] === SEEN) data[i] = 1;
}
