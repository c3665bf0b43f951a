/**
 * The pixels of `candidate` (non-zero = may be background) reachable from the image border
 * through other candidates, 4-connected: the background that surrounds a subject, without the
 * light areas the subject encloses. Returns 1 for background, 0 elsewhere. With an `inset`,
 * every candidate that close to the border is a start too (a photo's frame line or vignette
 * does not then wall the backdrop off).
 */
export function borderConnected(
  candidate: Uint8Array,
  width: number,
  height: number,
  inset = 0,
): Uint8Array {
  const out = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let top = 0;
  const push = (i: number) => {
    if (candidate[i] && !out[i]) {
      out[i] = 1;
      stack[top++] = i;
    }
  };
  for (let d = 0; d <= inset; d++) {
    for (let x = 0; x < width; x++) {
      push(Math.min(d, height - 1) * width + x);
      push(Math.max(0, height - 1 - d) * width + x);
    }
    for (let y = 0; y < height; y++) {
      push(y * width + Math.min(d, width - 1));
      push(y * width + Math.max(0, width - 1 - d));
    }
  }
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i < width * (height - 1)) push(i + width);
  }
  return out;
}
