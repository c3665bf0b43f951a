#!/usr/bin/env node
// `npm run test:int` / `npm run test:e2e`: one vitest project against the stack that `npm start`
// (or `npm start -- --port-offset N`) is running, using the variables it wrote to
// .local-stack/env. Extra arguments go to vitest (file filters, -t "name").
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const [project, ...rest] = process.argv.slice(2);
const ENV_FILE = '.local-stack/env';
if (!project) {
  console.error('usage: node scripts/test-against-stack.mjs <integration|e2e> [vitest args]');
  process.exit(2);
}
if (!existsSync(ENV_FILE)) {
  console.error(`${ENV_FILE} not found: start the stack first (npm start) in another shell.`);
  process.exit(2);
}
const stackEnv = JSON.parse(readFileSync(ENV_FILE, 'utf8'));
const result = spawnSync('npx', ['vitest', 'run', '--project', project, ...rest], {
  stdio: 'inherit',
  env: { ...process.env, ...stackEnv },
});
process.exit(result.status ?? 1);
