import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The stencil quality table and time ratios against OpenCV (stencil-quality.mjs), in its own
 * process: it imports the engine's TypeScript. Prints its table; no timing rows of its own.
 */
export function stencilQualityBenchmark() {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/bench/stencil-quality.mjs')],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error(`stencil quality bench failed (exit ${run.status})`);
  return [];
}
