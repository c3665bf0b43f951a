import type { GreyImage } from './raster';

/** One row's Sobel gradient: its squared magnitude and its two components. */
interface GradientRow {
  mag: Int32Array;
  gx: Int32Array;
  gy: Int32Array;
}

function gradientRow(width: number): GradientRow {
  return { mag: new Int32Array(width), gx: new Int32Array(width), gy: new Int32Array(width) };
}

/**
 * Squared Sobel magnitude gx² + gy² of row y (at most 2 × 1020², so it fits in int32; 0 on the
 * border), with gx and gy kept for the direction. The kernel is separable: a column sum and a
 * column difference per pixel, kept in rolling variables, so each pixel is read three times
 * instead of eight.
 */
function magnitudeRow(img: GreyImage, y: number, row: GradientRow): void {
  const { data: p, width: w, height: h } = img;
  const { mag, gx: gxs, gy: gys } = row;
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
    gxs[x] = gx;
    gys[x] = gy;
    sumBefore = sumHere;
    sumHere = sumAfter;
    diffBefore = diffHere;
    diffHere = diffAfter;
  }
}

/**
 * The Sobel magnitude of three consecutive rows, moved down the image one row at a time: Canny
 * needs a pixel's neighbours above and below, never the gradient of the whole image (which
 * would cost 64 MB at 4096²). The middle row's gradient components give the edge direction.
 */
export class SobelRows {
  above: Int32Array;
  here: Int32Array;
  below: Int32Array;
  hereGx: Int32Array;
  hereGy: Int32Array;
  private rows: GradientRow[];
  private next = 2;

  constructor(private readonly img: GreyImage) {
    this.rows = [gradientRow(img.width), gradientRow(img.width), gradientRow(img.width)];
    magnitudeRow(img, 0, this.rows[1]!);
    magnitudeRow(img, 1, this.rows[2]!);
    [this.above, this.here, this.below] = this.rows.map((r) => r.mag) as [
      Int32Array,
      Int32Array,
      Int32Array,
    ];
    this.hereGx = this.rows[1]!.gx;
    this.hereGy = this.rows[1]!.gy;
  }

  /** One row down: the first call makes row 1 `here`, with rows 0 and 2 around it. */
  advance(): void {
    const [recycled, here, below] = this.rows as [GradientRow, GradientRow, GradientRow];
    this.rows = [here, below, recycled];
    magnitudeRow(this.img, this.next++, recycled);
    this.above = here.mag;
    this.here = below.mag;
    this.below = recycled.mag;
    this.hereGx = below.gx;
    this.hereGy = below.gy;
  }
}
