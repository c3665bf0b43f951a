import { createRequire } from 'node:module';
import { createHandlers } from './patch/handlers.mjs';
import { TransactionRegistry } from './patch/transactions.mjs';
import { lookUpOwnNamesOnly } from './patch/own-names.mjs';

const require = createRequire(import.meta.url);
// The CommonJS build: its proto classes are the ones the server deserialises requests with.
const firestorePackage = require('@firestore-emulator/server');
const { FirestoreServer } = firestorePackage;

const SERVICE = '/google.firestore.v1.Firestore/';

/**
 * Starts `@firestore-emulator/server` on 127.0.0.1:<port> and, unless `patched` is false,
 * swaps the gRPC handlers the app depends on for ours (patch/handlers.mjs). The swap goes
 * through grpc-js's handler table, so the package itself stays unmodified.
 */
export async function startFirestoreServer({ port = 8080, patched = true } = {}) {
  const server = new FirestoreServer();
  if (patched) {
    lookUpOwnNamesOnly(firestorePackage);
    const handlerTable = server.server.handlers;
    const replacements = createHandlers(server.state, new TransactionRegistry());
    for (const [method, func] of Object.entries(replacements)) {
      const entry = handlerTable.get(SERVICE + method);
      if (!entry) throw new Error(`gRPC method ${method} not found: did the package change?`);
      entry.func = func;
    }
  }
  await server.start(port);
  return {
    port,
    state: server.state,
    stop: () => server.stop(),
  };
}
