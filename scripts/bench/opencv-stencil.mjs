// The OpenCV reference pipelines of the stencil quality bench (wasm build, bench only):
// Canny edges and Gaussian adaptive threshold, each decoding the upload and encoding its PNG
// with sharp exactly as the product does, so timings compare like with like.
import sharp from 'sharp';
import cvModule from '@techstark/opencv-js';

let cv;
export async function loadOpenCv() {
  if (cv) return;
  // The module is a thenable (Emscripten's `then`): resolving a promise with it never settles,
  // so it is handed over inside a wrapper.
  const loaded = await new Promise((resolve) => {
    if (cvModule.Mat) resolve({ module: cvModule });
    else cvModule.onRuntimeInitialized = () => resolve({ module: cvModule });
  });
  cv = loaded.module;
}

async function decodeGrey(png) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function encode(mask, width, height) {
  return sharp(Buffer.from(mask), { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Runs `fn(src, dst)` on a decoded grey Mat; returns the PNG (black lines on white). */
async function withMats(png, fn) {
  const grey = await decodeGrey(png);
  const src = cv.matFromArray(grey.height, grey.width, cv.CV_8UC1, grey.data);
  const dst = new cv.Mat();
  try {
    fn(src, dst);
    // `dst.data` makes a new view on every read: read it once.
    const edges = dst.data;
    const out = new Uint8Array(edges.length);
    for (let i = 0; i < out.length; i++) out[i] = edges[i] ? 0 : 255;
    return encode(out, grey.width, grey.height);
  } finally {
    src.delete();
    dst.delete();
  }
}

function blur(src, sigma) {
  if (sigma > 0) cv.GaussianBlur(src, src, new cv.Size(0, 0), sigma, sigma, cv.BORDER_REPLICATE);
}

/** settings: { sigma, low, high } (sigma 0 = no blur): blur, Canny, a 3×3 dilation. */
export function cannyStencil(png, { sigma, low, high }) {
  return withMats(png, (src, dst) => {
    blur(src, sigma);
    cv.Canny(src, dst, low, high, 3, false);
    const kernel = cv.Mat.ones(3, 3, cv.CV_8U);
    cv.dilate(dst, dst, kernel);
    kernel.delete();
  });
}

/**
 * settings: { sigma, mean, block, c }: blur, then ink where darker than the local mean
 * (Gaussian-weighted unless `mean`) minus c.
 */
export function adaptiveStencil(png, { sigma = 0, mean = false, block, c }) {
  return withMats(png, (src, dst) => {
    blur(src, sigma);
    const method = mean ? cv.ADAPTIVE_THRESH_MEAN_C : cv.ADAPTIVE_THRESH_GAUSSIAN_C;
    cv.adaptiveThreshold(src, dst, 255, method, cv.THRESH_BINARY_INV, block, c);
  });
}

export const CANNY_GRID = [1, 1.5].flatMap((sigma) =>
  [
    [30, 90],
    [60, 150],
    [100, 250],
  ].map(([low, high]) => ({ sigma, low, high })),
);
export const ADAPTIVE_GRID = [0, 1].flatMap((sigma) =>
  [false, true].flatMap((mean) =>
    [21, 41].flatMap((block) => [10, 15, 25].map((c) => ({ sigma, mean, block, c }))),
  ),
);
