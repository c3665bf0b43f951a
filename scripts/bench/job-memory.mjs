import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CASE = path.join(ROOT, 'scripts/bench/job-memory-case.mjs');
const CASES = [
  [1, 'drawn'],
  [1, 'photo'],
  [4, 'photo'],
];

function runCase(stack, args) {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', CASE, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...stack.env },
  });
  if (run.status !== 0) throw new Error(`job memory ${args.join(' ')} failed:\n${run.stderr}`);
  return run.stdout.trim().split('\n').at(-1);
}

/**
 * A runJob worker's memory per design job, which sizes `runJob` (docs/deploy.md, Sizing):
 * prompt designs at 2304×1536 streamed with two partial images, each case in its own process
 * against this stack's Firestore and Storage. Per job: the peak over the warm worker, divided by
 * the jobs that ran at once.
 */
export async function jobMemoryBenchmark(stack) {
  const dir = mkdtempSync(path.join(tmpdir(), 'job-memory-'));
  const photo = path.join(dir, 'photo.png');
  try {
    runCase(stack, ['prepare', photo]);
    return CASES.map(([n, payload]) => figuresOf(stack, n, payload, photo));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function figuresOf(stack, n, payload, photo) {
  const r = JSON.parse(runCase(stack, [String(n), payload === 'photo' ? photo : 'drawn']));
  const perJob = Math.round((r.peakMb - r.warmMb) / n);
  return {
    name: `runJob memory, ${n} design${n > 1 ? 's' : ''} at once (2304×1536, 2 partials, ${payload})`,
    line:
      `${perJob} MB a job over a warm worker of ${r.warmMb} MB (bundle loaded ${r.bundleMb} MB, ` +
      `peak ${r.peakMb} MB, ${r.ms} ms)`,
  };
}
