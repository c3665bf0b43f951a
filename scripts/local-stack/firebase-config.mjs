import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS } from './ports.mjs';
import { ROOT } from './processes.mjs';

const EMULATORS = [
  'auth',
  'functions',
  'hosting',
  'tasks',
  'firestore',
  'storage',
  'hub',
  'logging',
];

function isDefault(ports) {
  return EMULATORS.every((name) => ports[name] === DEFAULT_PORTS[name]);
}

/**
 * The firebase.json to start the emulators with. On the contract ports it is the real one;
 * with other ports (tests, parallel stacks) a copy in .local-stack/ with the ports replaced
 * and paths pointing back at the repository.
 */
export function firebaseConfigFor(ports) {
  const file = path.join(ROOT, 'firebase.json');
  if (isDefault(ports)) return file;
  const config = JSON.parse(readFileSync(file, 'utf8'));
  for (const name of EMULATORS) {
    if (config.emulators[name]) config.emulators[name].port = ports[name];
  }
  const dir = path.join(ROOT, '.local-stack', `ports-${ports.hosting}`);
  // firebase-tools resolves these relative to the config file's folder (its project dir).
  const back = (p) => path.relative(dir, path.join(ROOT, p));
  config.hosting.public = back(config.hosting.public);
  for (const codebase of config.functions) codebase.source = back(codebase.source);
  config.firestore.rules = back(config.firestore.rules);
  config.firestore.indexes = back(config.firestore.indexes);
  config.storage.rules = back(config.storage.rules);
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, 'firebase.json');
  writeFileSync(out, `${JSON.stringify(config, null, 2)}\n`);
  return out;
}
