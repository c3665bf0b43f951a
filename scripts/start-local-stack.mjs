#!/usr/bin/env node
// `npm start` (and `npm run dev` with --dev): the whole product, offline, in one command.
// Options: --dev (Vite with hot reload against the same backend), --no-build, --no-seed,
// --log-file (child output to .local-stack/logs/ instead of this terminal).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startStack } from './local-stack/index.mjs';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    seed: { type: 'boolean', default: true },
    'log-file': { type: 'boolean', default: false },
  },
  allowNegative: true,
});

const began = Date.now();
const stack = await startStack({
  dev: values.dev,
  build: values.build,
  seed: values.seed,
  log: values['log-file'] ? 'file' : 'inherit',
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack...');
    stack.stop().then(() => process.exit(0));
  });
}

const accounts = JSON.parse(
  readFileSync(new URL('../emulator-data/demo-accounts.json', import.meta.url), 'utf8'),
);
const seconds = ((Date.now() - began) / 1000).toFixed(1);
console.log(`\nInkForge is running (ready in ${seconds}s, Firestore: ${stack.firestoreKind}).`);
console.log(`  App:  ${stack.urls.dev ?? stack.urls.app}`);
if (stack.urls.dev) console.log(`  (Hosting build: ${stack.urls.app})`);
console.log('\nDemo logins:');
console.table(
  accounts.map((a) => ({ email: a.email, password: a.password, role: a.role, credits: a.credits })),
);
console.log('Press Ctrl-C to stop.');
