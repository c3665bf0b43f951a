import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const LOG_DIR = path.join(ROOT, '.local-stack', 'logs');

/**
 * Spawns a child in its own process group (so stopping it also stops what it spawned, like
 * the functions runtime under the emulators) with output inherited or written to
 * .local-stack/logs/<name>.log.
 */
export function startProcess(name, command, args, { env, log }) {
  const toFile = log === 'file';
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: toFile ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (toFile) {
    mkdirSync(LOG_DIR, { recursive: true });
    const file = createWriteStream(path.join(LOG_DIR, `${name}.log`));
    child.stdout.pipe(file);
    child.stderr.pipe(file);
  }
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, child, exited };
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the whole group, SIGKILL if it is still there after the grace period. */
export async function stopProcess({ child, exited }, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child.pid, 'SIGKILL');
    return;
  }
  signalGroup(child.pid, 'SIGTERM');
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), graceMs));
  if ((await Promise.race([exited, timer])) === 'timeout') signalGroup(child.pid, 'SIGKILL');
  // Grandchildren (the functions runtime) may outlive their parent; clear the group.
  signalGroup(child.pid, 'SIGKILL');
}

/** Runs a command to completion, failing with its name when it exits non-zero. */
export async function runToEnd(name, command, args, options) {
  const proc = startProcess(name, command, args, options);
  const { code, signal } = await proc.exited;
  if (code !== 0) {
    const where = options.log === 'file' ? ` (see .local-stack/logs/${name}.log)` : '';
    throw new Error(`${name} failed: exit ${code ?? signal}${where}`);
  }
}
