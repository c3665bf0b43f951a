/** An 8-bit single-channel image, row-major, as sharp's raw output gives it. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** One byte per pixel: 1 where a stencil line is, 0 elsewhere. */
export interface LineMask {
  data: Uint8Array;
  width: number;
  height: number;
}
