import { createRequire } from 'node:module';
import { labelComponents, type Pixels } from './raster';

/** The few OpenCV (WebAssembly build) calls used here; the package ships no usable types. */
interface Mat {
  data: Uint8Array;
  delete(): void;
}
interface OpenCv {
  Mat: new (...args: unknown[]) => Mat;
  Scalar: new (value: number) => unknown;
  Rect: new (x: number, y: number, width: number, height: number) => unknown;
  CV_8UC1: number;
  CV_8UC3: number;
  GC_BGD: number;
  GC_FGD: number;
  GC_PR_BGD: number;
  GC_PR_FGD: number;
  GC_INIT_WITH_MASK: number;
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): Mat;
  grabCut(...args: unknown[]): void;
  onRuntimeInitialized?: () => void;
}

let loading: Promise<{ cv: OpenCv } | null> | undefined;

/**
 * OpenCV's WebAssembly build, loaded on the first cut-out and kept; null where the package is
 * not installed, so the cut-out falls back to its colour method rather than failing. The module
 * is a thenable (Emscripten's `then`): a promise resolved with it never settles, so it always
 * travels inside a box.
 */
function loadOpenCv(): Promise<{ cv: OpenCv } | null> {
  loading ??= new Promise((resolve) => {
    let cv: OpenCv;
    try {
      cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv;
    } catch {
      resolve(null);
      return;
    }
    if (typeof cv.Mat === 'function') resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}

/** GrabCut's iterations: five settle every test photo; more change a few edge pixels. */
const ITERATIONS = 5;

/**
 * The photo's subject by GrabCut (colour models of subject and background, refined with a
 * graph cut along the image's edges), started from the frame: a thin band along the top and
 * sides is background, the bottom corners only probably, and all the rest, the middle of the
 * bottom edge included (a bust or an arm stands on it), probably subject. Components much smaller than the largest are dropped and holes
 * filled. Null when OpenCV is not there.
 */
export async function grabCutMask(image: Pixels): Promise<Uint8Array | null> {
  const cv = (await loadOpenCv())?.cv;
  if (!cv) return null;
  const { width, height, data, channels } = image;
  const rgb = channels === 3 ? data : data.filter((_, i) => i % 4 !== 3);
  const ring = Math.max(2, Math.round(Math.min(width, height) * 0.03));
  const img = cv.matFromArray(height, width, cv.CV_8UC3, rgb);
  const mask = new cv.Mat(height, width, cv.CV_8UC1, new cv.Scalar(cv.GC_PR_FGD));
  const bgModel = new cv.Mat();
  const fgModel = new cv.Mat();
  try {
    const labels = mask.data;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const side = x < ring || x >= width - ring || y < ring;
        if (side) labels[y * width + x] = cv.GC_BGD;
        else if (y >= height - ring && (x < width * 0.15 || x > width * 0.85)) {
          labels[y * width + x] = cv.GC_PR_BGD;
        }
      }
    }
    cv.grabCut(
      img,
      mask,
      new cv.Rect(0, 0, 1, 1),
      bgModel,
      fgModel,
      ITERATIONS,
      cv.GC_INIT_WITH_MASK,
    );
    // `mask.data` is a view into the WebAssembly heap: copy what is needed before freeing it.
    const result = mask.data;
    const subject = new Uint8Array(width * height);
    for (let p = 0; p < subject.length; p++) {
      subject[p] = result[p] === cv.GC_FGD || result[p] === cv.GC_PR_FGD ? 1 : 0;
    }
    return tidy(subject, width, height);
  } finally {
    img.delete();
    mask.delete();
    bgModel.delete();
    fgModel.delete();
  }
}

/** Keeps the components at least a fifth of the largest, and fills their holes. */
function tidy(mask: Uint8Array, width: number, height: number): Uint8Array {
  const { labels, sizes } = labelComponents(mask, width, height);
  const largest = sizes.reduce((a, v, label) => (label > 0 && v > a ? v : a), 0);
  const kept = mask.map((_, p) => (sizes[labels[p]!]! >= largest / 5 && labels[p] ? 1 : 0));
  const gaps = labelComponents(
    kept.map((v) => 1 - v),
    width,
    height,
  );
  const outside = new Set<number>();
  for (let x = 0; x < width; x++) {
    outside.add(gaps.labels[x]!).add(gaps.labels[(height - 1) * width + x]!);
  }
  for (let y = 0; y < height; y++) {
    outside.add(gaps.labels[y * width]!).add(gaps.labels[y * width + width - 1]!);
  }
  return kept.map((v, p) => (v || !outside.has(gaps.labels[p]!) ? 1 : 0));
}
