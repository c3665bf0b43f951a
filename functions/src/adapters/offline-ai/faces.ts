import { labelComponents } from './raster';

/**
 * Faces, found by their eyes: two dark blobs on skin (holes in it included), side by side,
 * alike in size. Each face is cleared from the skin mask as an ellipse proportioned from the
 * eyes (forehead to chin, ear to ear), so no tattoo lands on it. Returns how many were found.
 */
export function clearFaces(
  skin: Uint8Array,
  luma: Uint8Array,
  width: number,
  height: number,
): number {
  // Skin with its holes filled: eyes, brows and mouths are holes in a face's skin.
  const gaps = labelComponents(
    skin.map((v) => 1 - v),
    width,
    height,
  );
  const open = new Set<number>([0]);
  for (let x = 0; x < width; x++)
    open.add(gaps.labels[x]!).add(gaps.labels[(height - 1) * width + x]!);
  for (let y = 0; y < height; y++)
    open.add(gaps.labels[y * width]!).add(gaps.labels[y * width + width - 1]!);
  let sum = 0;
  let count = 0;
  for (let p = 0; p < skin.length; p++) if (skin[p]) [sum, count] = [sum + luma[p]!, count + 1];
  if (count === 0) return 0;
  const dark = (sum / count) * 0.6;
  const blobs = labelComponents(
    skin.map((v, p) => (!v && !open.has(gaps.labels[p]!) && luma[p]! < dark ? 1 : 0)),
    width,
    height,
  );
  const n = blobs.sizes.length;
  const box = Array.from({ length: n }, () => ({
    x0: width,
    y0: height,
    x1: 0,
    y1: 0,
    sx: 0,
    sy: 0,
  }));
  for (let p = 0; p < skin.length; p++) {
    const b = box[blobs.labels[p]!]!;
    const x = p % width;
    const y = (p - x) / width;
    [b.x0, b.x1, b.y0, b.y1] = [
      Math.min(b.x0, x),
      Math.max(b.x1, x),
      Math.min(b.y0, y),
      Math.max(b.y1, y),
    ];
    b.sx += x;
    b.sy += y;
  }
  const area = width * height;
  const eyes: { x: number; y: number; size: number; w: number }[] = [];
  for (let k = 1; k < n; k++) {
    const size = blobs.sizes[k]!;
    const b = box[k]!;
    const w = b.x1 - b.x0 + 1;
    // An eye: small, and not much taller than wide.
    if (size < area * 0.00005 || size > area * 0.02 || w < (b.y1 - b.y0 + 1) * 0.6) continue;
    eyes.push({ x: b.sx / size, y: b.sy / size, size, w });
  }
  let faces = 0;
  for (const [i, a] of eyes.entries()) {
    for (const b of eyes.slice(i + 1)) {
      const apart = Math.abs(a.x - b.x);
      const level = Math.abs(a.y - b.y) < apart * 0.25;
      const alike = Math.min(a.size, b.size) > Math.max(a.size, b.size) * 0.3;
      const spaced = apart > (a.w + b.w) * 0.7 && apart < (a.w + b.w) * 3;
      if (!level || !alike || !spaced) continue;
      const cx = (a.x + b.x) / 2;
      // From the hair above the brow to below the chin, ear to ear.
      const cy = (a.y + b.y) / 2 + apart * 0.2;
      clearEllipse(skin, width, height, cx, cy, apart * 1.6, apart * 2.6);
      faces++;
    }
  }
  return faces;
}

function clearEllipse(
  mask: Uint8Array,
  width: number,
  height: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
) {
  const y0 = Math.max(0, Math.floor(cy - ry));
  const y1 = Math.min(height - 1, Math.ceil(cy + ry));
  for (let y = y0; y <= y1; y++) {
    const half = rx * Math.sqrt(Math.max(0, 1 - ((y - cy) / ry) ** 2));
    const x0 = Math.max(0, Math.floor(cx - half));
    const x1 = Math.min(width - 1, Math.ceil(cx + half));
    mask.fill(0, y * width + x0, y * width + x1 + 1);
  }
}

/**
 * A head seen whole: a patch clear of the photo's sides, taller than wide (face and hair), its
 * top in the upper part of the photo. Too small for its eyes to be found, it is still a face.
 */
export function looksLikeHead(
  box: { x0: number; x1: number; y0: number; y1: number },
  width: number,
  height: number,
) {
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  const clearOfSides = box.x0 > 0 && box.x1 < width - 1;
  return clearOfSides && h >= w * 0.9 && h <= w * 2.2 && box.y0 < height * 0.4;
}
