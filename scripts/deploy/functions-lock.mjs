#!/usr/bin/env node
// `npm run deploy:lock`: writes functions/package-lock.json, the lockfile Cloud Build installs
// the deployed functions from (`npm ci` in the uploaded folder alone, outside this workspace).
// It starts from the workspace's own lockfile, so the deployed versions are the ones the tests
// ran against; `--check` only reports whether the committed lockfile is still in step.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FUNCTIONS = path.join(ROOT, 'functions');
const LOCK = path.join(FUNCTIONS, 'package-lock.json');

/** The lockfile npm would write for functions/ installed on its own, seeded with ours. */
export function computeFunctionsLock() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkforge-functions-lock-'));
  try {
    copyFileSync(path.join(FUNCTIONS, 'package.json'), path.join(dir, 'package.json'));
    copyFileSync(path.join(ROOT, 'package-lock.json'), path.join(dir, 'package-lock.json'));
    const npm = spawnSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: dir, encoding: 'utf8' },
    );
    if (npm.status !== 0) throw new Error(`npm install --package-lock-only failed:\n${npm.stderr}`);
    const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
    lock.name = '@inkforge/functions';
    return `${JSON.stringify(lock, null, 2)}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const next = computeFunctionsLock();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(LOCK, 'utf8');
    } catch {
      // No lockfile yet: reported below as out of step.
    }
    if (current !== next) {
      console.error('functions/package-lock.json is out of step: run `npm run deploy:lock`.');
      process.exit(1);
    }
    console.log('functions/package-lock.json is in step with functions/package.json.');
  } else {
    writeFileSync(LOCK, next);
    console.log('wrote functions/package-lock.json');
  }
}
