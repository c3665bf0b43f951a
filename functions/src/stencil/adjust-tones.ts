/** Contrast around mid-grey, then brightness, clamped to 0–255 (the spec's contrast and brightness). */
export function toneCurve(contrast: number, brightness: number): Uint8Array {
  const curve = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    curve[v] = Math.max(0, Math.min(255, Math.round((v - 128) * contrast + 128 + brightness)));
  }
  return curve;
}
