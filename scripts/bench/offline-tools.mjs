import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { median, percentile } from './stats.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CASE = path.join(ROOT, 'scripts/bench/offline-tools-case.mjs');

/**
 * The offline AI provider's tools at 1024² (the aim: well under a second each), median of 5,
 * each also as a ratio to a PNG decode + encode of the same size measured in the same process.
 * Needs no stack.
 */
export async function offlineToolsBenchmark() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CASE], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`offline tools bench failed:\n${run.stderr}`);
  const results = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const reference = median(results.reference);
  const round = (v) => Math.round(v);
  return Object.entries(results).map(([name, times]) => ({
    name: `offline ${name} 1024² (${(median(times) / reference).toFixed(1)}× a PNG decode + encode)`,
    median: round(median(times)),
    unit: 'ms',
    samples: times.length,
    p90: round(percentile(times, 90)),
    min: round(Math.min(...times)),
    max: round(Math.max(...times)),
  }));
}
