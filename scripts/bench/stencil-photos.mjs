// Photos through the stencil engine: a contact sheet (input | InkForge | OpenCV adaptive) and,
// per photo, the share of the page inked and the share of the ink in long thin components
// (lines an artist can transfer, not filled areas).
//   node --import tsx scripts/bench/stencil-photos.mjs <sheet.png> <photo> [<photo> …]
// STENCIL_ENGINE=<make-stencil module> measures another engine; STENCIL_SETTINGS='{"…"}' adds
// settings to the defaults (e.g. a preset's), ADAPTIVE='{"sigma":1,…}' OpenCV's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { STENCIL_DEFAULTS } from '@inkforge/domain';
import { createImageOps } from '../../functions/src/adapters/sharp/image-ops.ts';
import { inkOf } from '../../functions/test/bench/line-metrics.ts';
import { adaptiveStencil, loadOpenCv } from './opencv-stencil.mjs';

const ops = createImageOps();
const CELL = 384;

/** 8-connected components of a mask: their pixel counts and bounding boxes. */
function components(mask) {
  const { data, width: w, height: h } = mask;
  const seen = new Uint8Array(data.length);
  const stack = [];
  const out = [];
  for (let start = 0; start < data.length; start++) {
    if (data[start] !== 1 || seen[start]) continue;
    let area = 0;
    let [x0, y0, x1, y1] = [w, h, 0, 0];
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop();
      area++;
      const x = i % w;
      const y = (i - x) / w;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
          const j = yy * w + xx;
          if (data[j] === 1 && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    out.push({ area, extent: Math.hypot(x1 - x0 + 1, y1 - y0 + 1) });
  }
  return out;
}

/**
 * Ink share of the page, and the share of the ink in long thin components: at least 2 % of
 * the long side across, and on average no thicker than 1 % of it (an outline, not a blob).
 */
export function photoLines(mask) {
  const long = Math.max(mask.width, mask.height);
  let ink = 0;
  let thin = 0;
  for (const c of components(mask)) {
    ink += c.area;
    if (c.extent >= long * 0.02 && c.area / c.extent <= long * 0.01) thin += c.area;
  }
  return { inkShare: ink / mask.data.length, lineShare: ink === 0 ? 0 : thin / ink };
}

async function cell(png) {
  return sharp(png).resize(CELL, CELL, { fit: 'contain', background: 'white' }).png().toBuffer();
}

export async function photoSheet(files, makeStencil, settings, adaptive) {
  await loadOpenCv();
  const rows = [];
  const stats = [];
  for (const file of files) {
    const input = readFileSync(file);
    const ours = await makeStencil(ops, input, { ...STENCIL_DEFAULTS, ...settings });
    const theirs = await adaptiveStencil(input, adaptive);
    const score = photoLines(inkOf(await ops.decodeGrey(ours.png)));
    const ref = photoLines(inkOf(await ops.decodeGrey(theirs)));
    stats.push({ name: path.basename(file), mode: ours.mode, ours: score, adaptive: ref });
    rows.push([await cell(input), await cell(ours.png), await cell(theirs)]);
  }
  const composites = rows.flatMap((row, r) =>
    row.map((input, c) => ({ input, left: c * (CELL + 8), top: r * (CELL + 8) })),
  );
  const sheet = await sharp({
    create: {
      width: 3 * (CELL + 8),
      height: rows.length * (CELL + 8),
      channels: 3,
      background: '#888',
    },
  })
    .composite(composites)
    .png()
    .toBuffer();
  return { sheet, stats };
}

export function printPhotoStats(stats, log = console.log) {
  const f = (s) =>
    `ink ${(s.inkShare * 100).toFixed(1)} %, in lines ${(s.lineShare * 100).toFixed(0)} %`;
  for (const s of stats) {
    log(
      `${s.name.padEnd(16)} ${s.mode.padEnd(10)} InkForge ${f(s.ours)}   OpenCV adaptive ${f(s.adaptive)}`,
    );
  }
}

if (import.meta.filename === process.argv[1]) {
  const [out, ...files] = process.argv.slice(2);
  const { makeStencil } = await import(
    process.env.STENCIL_ENGINE ?? '../../functions/src/stencil/make-stencil.ts'
  );
  const settings = JSON.parse(process.env.STENCIL_SETTINGS ?? '{}');
  // OpenCV adaptive at the photo preset's blur, the bench's block and offset (or ADAPTIVE).
  const adaptive = JSON.parse(process.env.ADAPTIVE ?? '{"sigma":2,"mean":true,"block":21,"c":10}');
  const { sheet, stats } = await photoSheet(files, makeStencil, settings, adaptive);
  await sharp(sheet).toFile(out);
  printPhotoStats(stats);
}
