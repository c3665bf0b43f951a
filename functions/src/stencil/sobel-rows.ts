import type { GreyImage } from './raster';

/** The 3×3 Sobel gradient at pixel index i (not on the image border). */
export function sobelAt(img: GreyImage, i: number): { gx: number; gy: number } {
  const { data: p, width: w } = img;
  const tl = p[i - w - 1]!;
  const tr = p[i - w + 1]!;
  const bl = p[i + w - 1]!;
  const br = p[i + w + 1]!;
  return {
    gx: tr + 2 * p[i + 1]! + br - (tl + 2 * p[i - 1]! + bl),
    gy: bl + 2 * p[i + w]! + br - (tl + 2 * p[i - w]! + tr),
  };
}

/**
 * Squared Sobel magnitude gx² + gy² of row y (at most 2 × 1020², so it fits in int32; 0 on the
 * border). The kernel is separable: a column sum and a column difference per pixel, kept in
 * rolling variables, so each pixel is read three times instead of eight.
 */
function magnitudeRow(img: GreyImage, y: number, mag: Int32Array): void {
  const { data: p, width: w, height: h } = img;
  if (y <= 0 || y >= h - 1 || w < 3) {
    mag.fill(0);
    return;
  }
  const up = (y - 1) * w;
  const mid = y * w;
  const down = (y + 1) * w;
  let sumBefore = p[up]! + 2 * p[mid]! + p[down]!;
  let diffBefore = p[down]! - p[up]!;
  let sumHere = p[up + 1]! + 2 * p[mid + 1]! + p[down + 1]!;
  let diffHere = p[down + 1]! - p[up + 1]!;
  for (let x = 1; x < w - 1; x++) {
    const sumAfter = p[up + x + 1]! + 2 * p[mid + x + 1]! + p[down + x + 1]!;
    const diffAfter = p[down + x + 1]! - p[up + x + 1]!;
    const gx = sumAfter - sumBefore;
    const gy = diffBefore + 2 * diffHere + diffAfter;
    mag[x] = gx * gx + gy * gy;
    sumBefore = sumHere;
    sumHere = sumAfter;
    diffBefore = diffHere;
    diffHere = diffAfter;
  }
}

/**
 * The Sobel magnitude of three consecutive rows, moved down the image one row at a time: Canny
 * needs a pixel's neighbours above and below, never the gradient of the whole image (which
 * would cost 64 MB at 4096²).
 */
export class SobelRows {
  above: Int32Array;
  here: Int32Array;
  below: Int32Array;
  private next = 2;

  constructor(private readonly img: GreyImage) {
    this.above = new Int32Array(img.width);
    this.here = new Int32Array(img.width);
    this.below = new Int32Array(img.width);
    magnitudeRow(img, 0, this.here);
    magnitudeRow(img, 1, this.below);
  }

  /** One row down: the first call makes row 1 `here`, with rows 0 and 2 around it. */
  advance(): void {
    const recycled = this.above;
    this.above = this.here;
    this.here = this.below;
    this.below = recycled;
    magnitudeRow(this.img, this.next++, recycled);
  }
}
