/**
 * The pixels of `candidate` (non-zero = may be background) reachable from the image border
 * through other candidates, 4-connected: the background that surrounds a subject, without the
 * light areas the subject encloses. Returns 1 for background, 0 elsewhere.
 */
export function borderConnected(candidate: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let top = 0;
  const push = (i: number) => {
    if (candidate[i] && !out[i]) {
      out[i] = 1;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
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
