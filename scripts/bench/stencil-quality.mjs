// Stencil quality bench: the product's defaults against OpenCV Canny and adaptive threshold on
// synthetic degraded line art with ground truth (functions/test/bench). OpenCV's settings are
// chosen on the training half; every figure printed is on the held-out half.
//   node --import tsx scripts/bench/stencil-quality.mjs        (npm run bench runs it too)
import { STENCIL_DEFAULTS } from '@inkforge/domain';
import { createImageOps } from '../../functions/src/adapters/sharp/image-ops.ts';
import { drawLineArt } from '../../functions/test/bench/line-art.ts';
import { DEGRADATIONS, degrade, pngOf } from '../../functions/test/bench/degrade.ts';
import { inkOf, scoreLines } from '../../functions/test/bench/line-metrics.ts';
import {
  ADAPTIVE_GRID,
  CANNY_GRID,
  adaptiveStencil,
  cannyStencil,
  loadOpenCv,
} from './opencv-stencil.mjs';
import { median } from './stats.mjs';

const ops = createImageOps();
// STENCIL_ENGINE=<make-stencil module> measures another engine (e.g. an older commit's copy).
const { makeStencil } = await import(
  process.env.STENCIL_ENGINE ?? '../../functions/src/stencil/make-stencil.ts'
);
const TRAIN = [[1024, 11]];
const TEST = [
  [1024, 21],
  [2048, 22],
  [4096, 23],
];

async function casesOf(list, kinds = DEGRADATIONS) {
  const cases = [];
  for (const kind of kinds) {
    for (const [size, seed] of list) {
      const art = drawLineArt(size, seed);
      cases.push({ kind, size, art, png: await pngOf(await degrade(art, kind, seed)) });
    }
  }
  return cases;
}

async function score(c, stencilPng) {
  const grey = await ops.decodeGrey(stencilPng);
  return scoreLines(inkOf(grey), c.art.truth, c.art.centres);
}

const product = (png) => makeStencil(ops, png, { ...STENCIL_DEFAULTS }).then((s) => s.png);

async function bestOf(grid, run, cases) {
  let best;
  for (const settings of grid) {
    let sum = 0;
    for (const c of cases) sum += (await score(c, await run(c.png, settings))).f1;
    if (!best || sum > best.sum) best = { settings, sum };
  }
  return best.settings;
}

function row(label, scores) {
  const mean = (k) => scores.reduce((a, s) => a + s[k], 0) / scores.length;
  const f = (v, d = 3) => v.toFixed(d).padStart(7);
  return `${label.padEnd(28)}${f(mean('precision'))}${f(mean('recall'))}${f(mean('f1'))}${f(mean('strays'), 1)}${f(mean('breaksPerKpx'), 2)}`;
}

async function timeOf(run, png) {
  const times = [];
  for (let k = 0; k < 5; k++) {
    const start = performance.now();
    await run(png);
    times.push(performance.now() - start);
  }
  return median(times);
}

async function stencilQuality() {
  const log = console.log;
  await loadOpenCv();
  // STENCIL_TIMING_ONLY=1 skips the table and times against Canny's best setting found before.
  const timingOnly = process.env.STENCIL_TIMING_ONLY === '1';
  const train = timingOnly ? [] : await casesOf(TRAIN);
  const canny = timingOnly
    ? { sigma: 0, low: 60, high: 150 }
    : await bestOf(CANNY_GRID, cannyStencil, train);
  const adaptive = timingOnly
    ? { block: 31, c: 15 }
    : await bestOf(ADAPTIVE_GRID, adaptiveStencil, train);
  log(
    `OpenCV best on the training half: Canny ${JSON.stringify(canny)}, adaptive ${JSON.stringify(adaptive)}`,
  );
  const test = timingOnly
    ? await casesOf(
        TEST.filter(([size]) => size !== 2048),
        ['shadow'],
      )
    : await casesOf(TEST);
  const pipelines = [
    ['InkForge defaults', product],
    ['OpenCV Canny', (png) => cannyStencil(png, canny)],
    ['OpenCV adaptive threshold', (png) => adaptiveStencil(png, adaptive)],
  ];
  log(
    `held-out half: ${TEST.length} images per degradation, sizes ${TEST.map(([s]) => s).join(', ')}`,
  );
  log(`${'degradation / pipeline'.padEnd(28)}   prec    rec     F1  stray  brk/kpx`);
  for (const kind of timingOnly ? [] : DEGRADATIONS) {
    for (const [label, run] of pipelines) {
      const scores = [];
      for (const c of test.filter((t) => t.kind === kind))
        scores.push(await score(c, await run(c.png)));
      log(row(`${kind}: ${label}`, scores));
    }
  }
  for (const size of [1024, 4096]) {
    const c = test.find((t) => t.kind === 'shadow' && t.size === size);
    const ours = await timeOf(product, c.png);
    const theirs = await timeOf((png) => cannyStencil(png, canny), c.png);
    log(
      `time ${size}² (photographed print, decode+encode included): InkForge ${ours.toFixed(0)} ms, OpenCV Canny ${theirs.toFixed(0)} ms, ratio ${(ours / theirs).toFixed(2)}×`,
    );
  }
}

await stencilQuality();
