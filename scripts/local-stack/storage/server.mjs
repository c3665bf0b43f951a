import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
// firebase-tools is pinned exactly in package.json because this reaches into its internals.
const { StorageEmulator } = require('firebase-tools/lib/emulator/storage/index.js');
const utils = require('firebase-tools/lib/utils.js');
const { createApp } = require('firebase-tools/lib/emulator/storage/server.js');
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js');

/**
 * firebase-tools' Storage emulator without its Java rules runtime. With an empty rules list
 * no ruleset is ever loaded, so every client (Firebase SDK) request is denied, which is what
 * storage.rules says anyway; admin requests (Google Cloud API) bypass rules as in production.
 */
class OfflineStorageEmulator extends StorageEmulator {
  // firebase-tools keeps blobs in one fixed folder under the OS temp dir and empties it on
  // stop, so stopping one stack would break every other running one: one folder per server.
  getPersistenceTmpDir() {
    return path.join(tmpdir(), 'firebase', 'storage', `blobs-${process.pid}-${this.args.port}`);
  }

  async start() {
    const { host, port } = this.getInfo();
    await this.rulesManager.start();
    this._app = await createApp(this.args.projectId, this);
    const server = this._app.listen(port, host);
    await new Promise((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    this.destroyServer = utils.createDestroyer(server);
  }

  async stop() {
    await this._persistence.deleteAll();
    return this.destroyServer ? this.destroyServer() : undefined;
  }
}

export async function startStorageServer({ port = 9199, host = '127.0.0.1', projectId }) {
  const emulator = new OfflineStorageEmulator({ projectId, port, host, rules: [] });
  // The emulator builds object URLs from the registry, so it must be registered there.
  EmulatorRegistry.set(emulator.getName(), emulator);
  await emulator.start();
  return { port, stop: () => emulator.stop() };
}
