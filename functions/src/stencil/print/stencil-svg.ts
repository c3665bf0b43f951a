import type { LineMask } from '../raster';

/**
 * The stencil as vector paths: each run of line pixels is a rectangle, and a run repeated on
 * the rows below grows the same rectangle, so straight strokes become single shapes. Scales
 * without blur (pixel edges stay sharp at any size); one path, filled black.
 */
export function stencilSvg(mask: LineMask): string {
  const { data, width: w, height: h } = mask;
  // Open rectangles by their run, keyed start*w+end: the row they began on.
  let open = new Map<number, number>();
  const parts: string[] = [];
  const close = (key: number, top: number, bottom: number) => {
    const start = Math.floor(key / (w + 1));
    const end = key % (w + 1);
    parts.push(`M${start} ${top}h${end - start}v${bottom - top}h${start - end}z`);
  };
  for (let y = 0; y <= h; y++) {
    const next = new Map<number, number>();
    if (y < h) {
      const row = y * w;
      for (let x = 0; x < w; x++) {
        if (data[row + x] !== 1) continue;
        const start = x;
        while (x < w && data[row + x] === 1) x++;
        const key = start * (w + 1) + x;
        next.set(key, open.get(key) ?? y);
      }
    }
    for (const [key, top] of open) if (!next.has(key)) close(key, top, y);
    open = next;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<rect width="${w}" height="${h}" fill="#fff"/>` +
    `<path fill="#000" d="${parts.join('')}"/></svg>`
  );
}
