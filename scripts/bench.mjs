#!/usr/bin/env node
// `npm run bench`: starts its own local stack on its own ports, runs every benchmark against
// it, prints one line per result. Add a benchmark by adding it to BENCHMARKS.
//   npm run bench -- --no-build          reuse the last build (web and functions)
//   npm run bench -- --only lighthouse   run the benchmarks whose function name has this word
//   npm run bench -- --help              this usage, and the stencil quality bench's own
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { concurrencyBenchmark } from './bench/concurrency.mjs';
import { galleryBenchmark } from './bench/gallery.mjs';
import { generationBenchmark } from './bench/generation.mjs';
import { jobMemoryBenchmark } from './bench/job-memory.mjs';
import { lighthouseBenchmark } from './bench/lighthouse.mjs';
import { offlineToolsBenchmark } from './bench/offline-tools.mjs';
import { stencilBenchmark } from './bench/stencil.mjs';
import { stencilQualityBenchmark } from './bench/stencil-quality-run.mjs';
import { startStack } from './local-stack/index.mjs';

if (process.argv.includes('--help')) {
  const usage = readFileSync(import.meta.filename, 'utf8')
    .split('\n')
    .slice(1, 6);
  console.log(usage.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'));
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/stencil-quality.mjs', '--help'], {
    stdio: 'inherit',
  });
  process.exit(0);
}

const ALL = [
  concurrencyBenchmark,
  galleryBenchmark,
  generationBenchmark,
  jobMemoryBenchmark,
  stencilBenchmark,
  stencilQualityBenchmark,
  offlineToolsBenchmark,
  lighthouseBenchmark,
];
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : '';
const BENCHMARKS = ALL.filter((b) => b.name.toLowerCase().includes(only.toLowerCase()));

// Its own compact port block (default 61000-61500), away from the contract ports and from the
// blocks parallel test stacks use; BENCH_PORT_BASE moves it.
const BASE = Number(process.env.BENCH_PORT_BASE ?? 61000);
const PORTS = {
  hosting: BASE,
  functions: BASE + 1,
  firestore: BASE + 80,
  auth: BASE + 99,
  storage: BASE + 199,
  hub: BASE + 400,
  tasks: BASE + 499,
  logging: BASE + 500,
};

if (!process.argv.includes('--no-build')) {
  // The web app is built for this stack's Auth emulator port (the browser benchmarks sign in).
  const built = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_FIREBASE_AUTH_EMULATOR_PORT: String(PORTS.auth) },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The offline provider, whatever key the shell has: the numbers must be comparable.
process.env.INKFORGE_AI_PROVIDER = 'offline';
const stack = await startStack({ build: false, seed: true, log: 'file', ports: PORTS });
let failed = false;
try {
  for (const benchmark of BENCHMARKS) {
    try {
      // A benchmark answers one result or several (the stencil one: per size and mode).
      for (const result of [await benchmark(stack)].flat()) {
        console.log(
          result.line
            ? `${result.name}: ${result.line}`
            : `${result.name}: median ${result.median} ${result.unit} over ${result.samples} ` +
                `(p90 ${result.p90}, min ${result.min}, max ${result.max})`,
        );
      }
    } catch (err) {
      failed = true;
      console.error(`${benchmark.name} failed:`, err);
    }
  }
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
