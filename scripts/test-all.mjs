#!/usr/bin/env node
// `npm test`: everything, offline, in one command. Static checks and fast tests first; then one
// local stack (the product as `npm start` runs it) for integration, rules and browser tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { startStack } from './local-stack/index.mjs';

const resultsDir = '.local-stack/results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];
const failedTests = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(
    `=== ${label}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds}s`,
  );
  if (!ok) failedSteps.push(label);
  return ok;
}

// The end of the output is what a CI log shows first: the failures are repeated there.
function firstLine(text = '') {
  return text.split('\n').find((line) => line.trim()) ?? '';
}

function vitest(project, env = {}) {
  const out = `${resultsDir}/${project}.json`;
  const ok = run(
    `vitest: ${project}`,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that fails to load (a syntax error, a throwing import or hook) runs no test, so
    // vitest counts none failed: count the file itself.
    const unloaded = (report.testResults ?? []).filter(
      (file) =>
        file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed'),
    );
    for (const file of unloaded) {
      console.log(`=== failed to load or set up: ${file.name}`);
      failedTests.push(`${project}: ${file.name}: ${firstLine(file.message)}`);
    }
    totals.failed += unloaded.length;
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        failedTests.push(`${project}: ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

run('check (typecheck, lint, format)', 'npm', ['run', 'check']);
vitest('unit');
vitest('web');
run('build', 'npm', ['run', 'build']);
vitest('deploy');

console.log('\n=== starting the local stack');
const stack = await startStack({ build: false, seed: true, log: 'file' });
try {
  vitest('integration', stack.env);
  if (stack.firestoreKind === 'emulator') {
    vitest('rules', stack.env);
  } else {
    console.log(
      '\n=== rules: not run: the security-rules tests need the Firestore emulator (Java 21), and this machine runs the offline Firestore server, which does not evaluate rules.',
    );
  }
  vitest('e2e', { ...stack.env, INKFORGE_APP_URL: stack.urls.app });
} finally {
  await stack.stop();
}

for (const line of failedTests) console.log(`failed: ${line}`);
console.log(`\n${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps ok'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
