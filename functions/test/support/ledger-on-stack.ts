import { randomUUID } from 'node:crypto';
import { initFirebase } from '../../src/adapters/firebase/firebase';
import { createLedgerRepository } from '../../src/credits/ledger.repository';
import { createLedgerService } from '../../src/credits/ledger.service';

/**
 * The credits ledger on the local Firestore server, with no app around it, and a way to make a
 * user holding given balances. Refuses to run without the server (it would reach production).
 */
export function ledgerOnStack() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: start the local Firestore server (npm start, or ' +
        'node scripts/local-stack/firestore/serve.mjs --port 18081) and point the variable at it.',
    );
  }
  const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
  const repo = createLedgerRepository(db);
  async function userWith(
    subscriptionCredits: number,
    packCredits: number,
    role = 'pro',
  ): Promise<string> {
    const uid = `ledger-${randomUUID()}`;
    await db.collection('users').doc(uid).set({ role, subscriptionCredits, packCredits });
    return uid;
  }
  return { db, repo, ledger: createLedgerService(repo), userWith };
}
