import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * The Content-Security-Policy of firebase.json allows the production origins only; on a laptop
 * the browser also talks to the Auth emulator and loads signed URLs from the Storage server.
 */
export function localContentSecurityPolicy(policy, ports) {
  const local = (port) => `http://127.0.0.1:${port} http://localhost:${port}`;
  const extra = {
    'connect-src': `${local(ports.auth)} ${local(ports.storage)}`,
    'img-src': local(ports.storage),
  };
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      return extra[name] ? `${directive.trim()} ${extra[name]}` : directive.trim();
    })
    .join('; ');
}

/**
 * The firebase.json to start the emulators with: a copy in .local-stack/ with the stack's ports,
 * the local origins added to the Content-Security-Policy, and paths pointing back at the
 * repository.
 */
export function firebaseConfigFor(ports) {
  const file = path.join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  for (const rule of config.hosting.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = localContentSecurityPolicy(header.value, ports);
      }
    }
  }
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
