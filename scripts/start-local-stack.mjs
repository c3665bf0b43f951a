#!/usr/bin/env node
// `npm start` (and `npm run dev` with --dev): the whole product, offline, in one command.
// Options: --dev (Vite with hot reload against the same backend), --no-build, --no-seed,
// --log-file (child output to .local-stack/logs/ instead of this terminal), --port-offset N
// (every port moved by N, for a second stack beside the first).
// While it runs, .local-stack/env holds the stack's variables for `npm run test:int` and
// `npm run test:e2e`; it is removed on stop. The scheduled functions run on their schedules
// (scripts/local-stack/run-schedules.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startStack } from './local-stack/index.mjs';
import { DEFAULT_PORTS } from './local-stack/ports.mjs';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    seed: { type: 'boolean', default: true },
    'log-file': { type: 'boolean', default: false },
    'port-offset': { type: 'string', default: '0' },
  },
  allowNegative: true,
});

const offset = Number(values['port-offset']);
if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
  console.error('--port-offset takes a whole number from 0 to 1000');
  process.exit(2);
}
const ports = Object.fromEntries(
  Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + offset]),
);

const began = Date.now();
const stack = await startStack({
  ports,
  dev: values.dev,
  build: values.build,
  seed: values.seed,
  log: values['log-file'] ? 'file' : 'inherit',
});

const ENV_FILE = '.local-stack/env';
mkdirSync('.local-stack', { recursive: true });
writeFileSync(
  ENV_FILE,
  JSON.stringify({ ...stack.env, INKFORGE_APP_URL: stack.urls.app }, null, 2),
);

// The scheduled functions (job sweep, mail, monthly credits) on their schedules, as Cloud
// Scheduler runs them in production. (`npm test` drives them in-process with chosen clocks.)
mkdirSync('.local-stack/logs', { recursive: true });
const schedulerLog = values['log-file']
  ? openSync(`.local-stack/logs/scheduler-${ports.hosting}.log`, 'a')
  : 'inherit';
const scheduler = spawn(process.execPath, ['scripts/local-stack/run-schedules.mjs'], {
  env: { ...process.env, ...stack.env, FUNCTIONS_EMULATOR: 'true' },
  stdio: ['ignore', schedulerLog, schedulerLog],
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack...');
    rmSync(ENV_FILE, { force: true });
    scheduler.kill();
    stack.stop().then(() => process.exit(0));
  });
}

const accounts = JSON.parse(
  readFileSync(new URL('../emulator-data/demo-accounts.json', import.meta.url), 'utf8'),
);
const seconds = ((Date.now() - began) / 1000).toFixed(1);
console.log(`\nInkForge is running (ready in ${seconds}s, Firestore: ${stack.firestoreKind}).`);
console.log(`  App:  ${stack.urls.dev ?? stack.urls.app}`);
console.log(`  Mail: ${stack.urls.mailInbox} (every e-mail the app sends, caught here)`);
console.log(`  Texts: ${stack.urls.smsInbox} (every text the app sends, per phone number)`);
if (stack.urls.dev) console.log(`  (Hosting build: ${stack.urls.app})`);
console.log('\nDemo logins:');
// The demo studio (emulator-data/demo-studio.json): who is what in Black Lotus.
const studio = JSON.parse(
  readFileSync(new URL('../emulator-data/demo-studio.json', import.meta.url), 'utf8'),
);
const STUDIO_ROLES = {
  owner: 'owner',
  artist: 'artist',
  guest: 'guest artist',
  desk: 'front desk',
};
const studioRoleOf = (email) =>
  email === studio.owner ? 'owner' : studio.members.find((m) => m.email === email)?.role;
console.table(
  accounts.map((a) => ({
    email: a.email,
    password: a.password,
    role: a.role,
    credits: a.credits,
    studio: studioRoleOf(a.email) ? `${studio.name} ${STUDIO_ROLES[studioRoleOf(a.email)]}` : '',
  })),
);
console.log('Press Ctrl-C to stop.');
