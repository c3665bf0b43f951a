// The browser never reads or writes Firestore or Storage directly: every rule denies.
// Needs the real Firestore and Storage emulators (npm test runs this file only when they are up).
import { readFileSync } from 'node:fs';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';

function hostPort(variable: string): { host: string; port: number } {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: start the emulators first (npm test does).`);
  const [host = '127.0.0.1', port = ''] = value.split(':');
  return { host, port: Number(port) };
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-inkforge-rules',
    firestore: {
      ...hostPort('FIRESTORE_EMULATOR_HOST'),
      rules: readFileSync('firestore.rules', 'utf8'),
    },
    storage: {
      ...hostPort('FIREBASE_STORAGE_EMULATOR_HOST'),
      rules: readFileSync('storage.rules', 'utf8'),
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules', () => {
  it('denies a signed-in artist reading or writing even their own user document', async () => {
    const db = env.authenticatedContext('artist-1').firestore();
    await assertFails(db.doc('users/artist-1').get());
    await assertFails(db.doc('users/artist-1').set({ subscriptionCredits: 1_000_000 }));
  });

  it("denies reading another artist's clients and the global collections", async () => {
    const db = env.authenticatedContext('artist-1').firestore();
    await assertFails(db.collection('users/artist-2/clients').get());
    await assertFails(db.doc('promoCodes/WELCOME50').get());
    await assertFails(db.doc('stripeEvents/evt_1').set({ processed: true }));
  });

  it('denies anonymous visitors', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(db.doc('users/artist-1').get());
  });
});

describe('storage.rules', () => {
  it("denies uploading to and downloading from an artist's folder", async () => {
    const storage = env.authenticatedContext('artist-1').storage();
    await assertFails(
      storage
        .ref('users/artist-1/designs/a.png')
        .putString('x')
        .then((s) => s),
    );
    await assertFails(storage.ref('users/artist-1/designs/a.png').getDownloadURL());
  });
});
