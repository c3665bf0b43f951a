#!/usr/bin/env node
// Starts the offline Storage emulator alone: `node scripts/local-stack/storage/serve.mjs
// --port 9199 [--project demo-inkforge]`. Ctrl-C stops it.
import { parseArgs } from 'node:util';
import { startStorageServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9199' },
    project: { type: 'string', default: 'demo-inkforge' },
  },
});
const server = await startStorageServer({ port: Number(values.port), projectId: values.project });
console.log(`Storage (offline, rules runtime off) listening on 127.0.0.1:${server.port}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
