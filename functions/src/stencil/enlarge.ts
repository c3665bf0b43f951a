import type { GreyImage } from './raster';

/** The four source pixels around each output pixel along one axis and their cubic weights. */
interface CubicSteps {
  /** Index of the first of the four (edges clamped when read). */
  first: Int32Array;
  /** Four weights per output pixel. */
  weights: Float32Array;
}

/** Catmull-Rom weights, pixel centres aligned as image resamplers align them. */
function cubicSteps(outSize: number, inSize: number): CubicSteps {
  const first = new Int32Array(outSize);
  const weights = new Float32Array(outSize * 4);
  const scale = inSize / outSize;
  for (let x = 0; x < outSize; x++) {
    const s = Math.min(inSize - 1, Math.max(0, (x + 0.5) * scale - 0.5));
    const i = Math.floor(s);
    const t = s - i;
    const t2 = t * t;
    const t3 = t2 * t;
    first[x] = i - 1;
    weights[4 * x] = (-t3 + 2 * t2 - t) / 2;
    weights[4 * x + 1] = (3 * t3 - 5 * t2 + 2) / 2;
    weights[4 * x + 2] = (-3 * t3 + 4 * t2 + t) / 2;
    weights[4 * x + 3] = (t3 - t2) / 2;
  }
  return { first, weights };
}

const clamp = (v: number, max: number) => (v < 0 ? 0 : v > max ? max : v);

/**
 * A grey image enlarged to exactly width × height, bicubic (Catmull-Rom, as sharp's `cubic`).
 * Here and not in sharp: sharp's bicubic enlargement of a 1,024 px photo to 2,048 px alone
 * takes longer than OpenCV's whole adaptive threshold of it. Every source row is stretched
 * sideways once, then each output row blends the four stretched rows around it.
 */
export function enlarge(image: GreyImage, width: number, height: number): GreyImage {
  const { data, width: sw, height: sh } = image;
  // Plain locals in the loops: V8 reloads an object's fields on every iteration otherwise.
  const { first: colFirst, weights: colWeights } = cubicSteps(width, sw);
  const rows = cubicSteps(height, sh);
  const wide = new Float32Array(width * sh);
  for (let y = 0; y < sh; y++) {
    const src = y * sw;
    const dst = y * width;
    for (let x = 0; x < width; x++) {
      const f = colFirst[x]!;
      const k = 4 * x;
      wide[dst + x] =
        data[src + clamp(f, sw - 1)]! * colWeights[k]! +
        data[src + clamp(f + 1, sw - 1)]! * colWeights[k + 1]! +
        data[src + clamp(f + 2, sw - 1)]! * colWeights[k + 2]! +
        data[src + clamp(f + 3, sw - 1)]! * colWeights[k + 3]!;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const f = rows.first[y]!;
    const r0 = clamp(f, sh - 1) * width;
    const r1 = clamp(f + 1, sh - 1) * width;
    const r2 = clamp(f + 2, sh - 1) * width;
    const r3 = clamp(f + 3, sh - 1) * width;
    const [w0, w1, w2, w3] = rows.weights.subarray(4 * y, 4 * y + 4);
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const v =
        wide[r0 + x]! * w0! + wide[r1 + x]! * w1! + wide[r2 + x]! * w2! + wide[r3 + x]! * w3!;
      out[row + x] = v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0;
    }
  }
  return { data: out, width, height };
}
