import { type CreditBalance, type CreditBucket, type LedgerEntry } from '@inkforge/domain';
import { AppError } from '../app-error';
import { ledgerEntryFor, validKey, type LedgerOutcome } from './apply-movement';
import { expireMovement, grantMovement, type Movement } from './ledger-movement';
import type { LedgerRepository, LedgerTransaction } from './ledger.repository';

/** One step of a multi-step movement; `plan` returns null when there is nothing to move. */
export interface MovementStep {
  key: string;
  plan(balance: CreditBalance): Movement | null;
}

export const grantStep = (
  bucket: CreditBucket,
  amount: number,
  key: string,
  reason: string,
): MovementStep => {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`A credit amount must be a positive integer, got ${amount}`);
  }
  return { key, plan: () => grantMovement(bucket, amount, reason) };
};

/**
 * Subscription credits expire. Recorded even when the bucket is empty: the entry is what makes
 * a redelivered reset skip the expiry instead of expiring the credits it just granted.
 */
export const expireStep = (key: string, reason: string): MovementStep => ({
  key,
  plan: (balance) => expireMovement(balance, reason),
});

/** Takes back up to `amount` pack credits: what was spent already cannot be taken back. */
export const clawbackStep = (amount: number, key: string, reason: string): MovementStep => ({
  key,
  plan: (balance) => {
    const taken = Math.min(amount, balance.pack);
    return taken > 0
      ? { type: 'clawback', bucket: 'pack', deltas: { subscription: 0, pack: -taken }, reason }
      : null;
  },
});

/** Moves no credit; the entry tells the artist what billing did (and is its idempotency). */
export const noteStep = (key: string, reason: string): MovementStep => ({
  key,
  plan: () => ({
    type: 'note',
    bucket: 'subscription',
    deltas: { subscription: 0, pack: 0 },
    reason,
  }),
});

/**
 * Several movements of one user in the caller's transaction (a monthly reset is an expiry plus
 * a grant; a webhook also records its event in the same commit). All reads happen first, as
 * Firestore requires; a step whose key already has an entry is a replay and moves nothing.
 */
export async function applyMovements(
  repo: LedgerRepository,
  tx: LedgerTransaction,
  uid: string,
  steps: MovementStep[],
  now: Date,
): Promise<LedgerOutcome[]> {
  const keys = steps.map((step) => validKey(step.key));
  const [balance, ...existing] = await Promise.all([
    repo.readBalance(tx, uid),
    ...keys.map((key) => repo.readEntry(tx, uid, key)),
  ]);
  if (!balance) throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');

  let current = balance;
  const outcomes: LedgerOutcome[] = [];
  const writes: LedgerEntry[] = [];
  steps.forEach((step, i) => {
    const key = keys[i] ?? step.key;
    const earlier = existing[i];
    if (earlier) {
      outcomes.push({ entry: earlier, replayed: true });
      return;
    }
    const movement = step.plan(current);
    if (!movement) return;
    // One millisecond apart, so the ledger lists an expiry before the grant that follows it.
    const at = new Date(now.getTime() + writes.length);
    const entry = ledgerEntryFor(uid, key, current, movement, at);
    writes.push(entry);
    outcomes.push({ entry, replayed: false });
    current = entry.balanceAfter;
  });
  for (const entry of writes) repo.writeMovement(tx, uid, entry);
  return outcomes;
}
