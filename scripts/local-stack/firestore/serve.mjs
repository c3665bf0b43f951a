#!/usr/bin/env node
// Starts the offline Firestore server alone: `node scripts/local-stack/firestore/serve.mjs
// --port 18080 [--unpatched]`. Ctrl-C stops it.
import { parseArgs } from 'node:util';
import { startFirestoreServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    unpatched: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const server = await startFirestoreServer({ port, patched: !values.unpatched });
console.log(
  `Firestore (${values.unpatched ? 'unpatched' : 'patched'}) listening on 127.0.0.1:${port}`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
