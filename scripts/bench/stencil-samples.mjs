// The stencil quality table on a folder of designs with truth (one folder per design holding
// clean.png, pencil.jpg, print.jpg, colour.png and truth.png, white = ink):
//   node --import tsx scripts/bench/stencil-samples.mjs <folder>
// Product defaults through the real engine against OpenCV adaptive threshold and Canny at the
// settings given (the large bench's best on its tuning half, or the defaults below).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STENCIL_DEFAULTS } from '@inkforge/domain';
import { createImageOps } from '../../functions/src/adapters/sharp/image-ops.ts';
import { inkOf, scoreLines } from '../../functions/test/bench/line-metrics.ts';
import { adaptiveStencil, cannyStencil, loadOpenCv } from './opencv-stencil.mjs';

const KINDS = [
  ['clean', 'clean.png'],
  ['pencil', 'pencil.jpg'],
  ['print', 'print.jpg'],
  ['colour', 'colour.png'],
];

const ops = createImageOps();

async function truthOf(file) {
  const grey = await ops.decodeGrey(readFileSync(file));
  const data = new Uint8Array(grey.data.length);
  for (let i = 0; i < data.length; i++) data[i] = grey.data[i] >= 128 ? 1 : 0;
  return data;
}

export async function scoreSamples(folder, { adaptive, canny }, makeStencil) {
  await loadOpenCv();
  const pipelines = [
    [
      'InkForge defaults',
      (png) => makeStencil(ops, png, { ...STENCIL_DEFAULTS }).then((s) => s.png),
    ],
    ['OpenCV adaptive', (png) => adaptiveStencil(png, adaptive)],
    ['OpenCV Canny', (png) => cannyStencil(png, canny)],
  ];
  const rows = {};
  for (const design of readdirSync(folder).sort()) {
    const dir = path.join(folder, design);
    let truth;
    try {
      truth = await truthOf(path.join(dir, 'truth.png'));
    } catch {
      continue;
    }
    for (const [kind, file] of KINDS) {
      const png = readFileSync(path.join(dir, file));
      for (const [label, run] of pipelines) {
        const grey = await ops.decodeGrey(await run(png));
        const s = scoreLines(inkOf(grey), truth, []);
        (rows[`${kind}|${label}`] ??= []).push({ design, ...s });
      }
    }
  }
  return rows;
}

export function printSamples(rows, log = console.log) {
  log(`${'kind'.padEnd(8)}${'pipeline'.padEnd(20)}     F1  strays (per image)`);
  for (const key of Object.keys(rows)) {
    const [kind, label] = key.split('|');
    const list = rows[key];
    const f1 = list.reduce((a, s) => a + s.f1, 0) / list.length;
    const strays = list.reduce((a, s) => a + s.strays, 0) / list.length;
    const per = list.map((s) => `${s.design}:${s.f1.toFixed(3)}/${s.strays}`).join(' ');
    log(
      `${kind.padEnd(8)}${label.padEnd(20)}${f1.toFixed(4).padStart(7)} ${strays.toFixed(1).padStart(7)}  ${per}`,
    );
  }
}

if (import.meta.filename === process.argv[1]) {
  const folder = process.argv[2];
  const { makeStencil } = await import(
    process.env.STENCIL_ENGINE ?? '../../functions/src/stencil/make-stencil.ts'
  );
  const adaptive = JSON.parse(process.env.ADAPTIVE ?? '{"block":31,"c":15}');
  const canny = JSON.parse(process.env.CANNY ?? '{"sigma":1,"low":60,"high":150}');
  console.log(
    `OpenCV settings: adaptive ${JSON.stringify(adaptive)}, Canny ${JSON.stringify(canny)}`,
  );
  printSamples(await scoreSamples(folder, { adaptive, canny }, makeStencil));
}
