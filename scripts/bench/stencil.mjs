import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, percentile } from './stats.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CASE = path.join(ROOT, 'scripts/bench/stencil-case.mjs');
const CASES = [
  [1024, 'threshold'],
  [1024, 'edge'],
  [4096, 'threshold'],
  [4096, 'edge'],
];

/**
 * Stencil engine timings (measured ~90 ms at 1024², ~1.5 s at 4096²): median of 5 per
 * size and mode, each case in its own process, with that process's peak memory. Needs no stack.
 */
export async function stencilBenchmark() {
  const dir = mkdtempSync(path.join(tmpdir(), 'stencil-bench-'));
  const step = (name, size, mode, file) => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', CASE, name, String(size), mode, file],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`stencil ${size}² ${mode} failed:\n${run.stderr}`);
    return run.stdout;
  };
  try {
    return CASES.map(([size, mode]) => measure(step, dir, size, mode));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function measure(step, dir, size, mode) {
  const file = path.join(dir, `${mode}-${size}.png`);
  step('prepare', size, mode, file);
  const output = step('measure', size, mode, file);
  const { times, peakMb } = JSON.parse(output.trim().split('\n').at(-1));
  const round = (v) => Math.round(v);
  return {
    name: `stencil ${mode} ${size}² (peak memory ${round(peakMb)} MB)`,
    median: round(median(times)),
    unit: 'ms',
    samples: times.length,
    p90: round(percentile(times, 90)),
    min: round(Math.min(...times)),
    max: round(Math.max(...times)),
  };
}
