// One stencil timing case in a fresh process, so its peak memory is its own:
//   node --import tsx scripts/bench/stencil-case.mjs prepare <size> <threshold|edge> <png>
//   node --import tsx scripts/bench/stencil-case.mjs measure <size> <threshold|edge> <png>
// `prepare` draws the synthetic input (its big float buffers must not count as stencil
// memory); `measure` prints JSON: five timings (ms) and the peak resident memory (MB).
import { readFileSync, writeFileSync } from 'node:fs';
import { STENCIL_DEFAULTS } from '@inkforge/domain';
import { createImageOps } from '../../functions/src/adapters/sharp/image-ops.ts';
import { makeStencil } from '../../functions/src/stencil/make-stencil.ts';
import { drawLineArt } from '../../functions/test/bench/line-art.ts';
import { degrade, photoOf, pngOf } from '../../functions/test/bench/degrade.ts';

const RUNS = 5;
const [step, sizeArg, mode, file] = process.argv.slice(2);
const ops = createImageOps();

if (step === 'prepare') {
  const size = Number(sizeArg);
  // Threshold mode is for designs, edge mode for photos: each gets the input it is made for.
  const image =
    mode === 'edge' ? photoOf(size, 1) : await degrade(drawLineArt(size, 1), 'shadow', 1);
  writeFileSync(file, await pngOf(image));
  process.exit(0);
}

const input = readFileSync(file);

const times = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  await makeStencil(ops, input, { ...STENCIL_DEFAULTS, mode });
  times.push(performance.now() - start);
}
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ times, peakMb }));
