import {
  balanceOf,
  idempotencyKeySchema,
  type CreditBalance,
  type LedgerEntry,
  type LedgerEntryType,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { LedgerRepository, LedgerTransaction } from './ledger.repository';
import type { Movement } from './ledger-movement';

export interface LedgerOutcome {
  entry: LedgerEntry;
  /** True when the key was already used: nothing moved, this is the earlier outcome. */
  replayed: boolean;
}

export interface MovementRequest {
  uid: string;
  key: string;
  /** What an earlier entry under the same key must be for this call to count as a retry. */
  type: LedgerEntryType;
  expectedAmount?: number;
  /** Decides the movement from the balance; may read more inside the transaction or throw. */
  plan(balance: CreditBalance, tx: LedgerTransaction): Movement | Promise<Movement>;
}

/** Keys come from our own code (job ids, invoice ids), so a bad one is a bug, not user input. */
export function validKey(key: string): string {
  const parsed = idempotencyKeySchema.safeParse(key);
  if (!parsed.success) throw new Error(`Invalid idempotency key: ${key}`);
  return parsed.data;
}

function assertRetryOf(existing: LedgerEntry, request: MovementRequest): void {
  const sameAmount =
    request.expectedAmount === undefined || existing.amount === request.expectedAmount;
  if (existing.type !== request.type || !sameAmount) {
    throw new AppError('IDEMPOTENCY_KEY_CONFLICT');
  }
}

/**
 * The entry a movement writes: the balance after it, checked never to go below zero in either
 * bucket (the plans refuse that first; reaching here would be a bug, not a user error).
 */
export function ledgerEntryFor(
  uid: string,
  key: string,
  before: CreditBalance,
  movement: Movement,
  now: Date,
): LedgerEntry {
  const after = balanceOf(
    before.subscription + movement.deltas.subscription,
    before.pack + movement.deltas.pack,
  );
  if (after.subscription < 0 || after.pack < 0) {
    throw new Error(`Ledger movement ${key} would make a bucket of ${uid} negative`);
  }
  return {
    id: key,
    type: movement.type,
    bucket: movement.bucket,
    amount: movement.deltas.subscription + movement.deltas.pack,
    deltas: movement.deltas,
    reason: movement.reason,
    idempotencyKey: key,
    balanceAfter: after,
    createdAt: now.toISOString(),
  };
}

/**
 * The one way credits move: inside the caller's transaction, read the balance and
 * the entry for the key; an existing entry means a retry and is returned as is, otherwise the
 * balance moves and the entry is created. Must run before the transaction writes anything,
 * because Firestore requires every read of a transaction to come before its writes.
 */
export async function applyMovement(
  repo: LedgerRepository,
  tx: LedgerTransaction,
  request: MovementRequest,
  now: Date,
): Promise<LedgerOutcome> {
  const key = validKey(request.key);

  const [balance, existing] = await Promise.all([
    repo.readBalance(tx, request.uid),
    repo.readEntry(tx, request.uid, key),
  ]);
  if (existing) {
    assertRetryOf(existing, request);
    return { entry: existing, replayed: true };
  }
  if (!balance) throw new AppError('CREDITS_ACCOUNT_NOT_FOUND');

  const movement = await request.plan(balance, tx);
  const entry = ledgerEntryFor(request.uid, key, balance, movement, now);
  repo.writeMovement(tx, request.uid, entry);
  return { entry, replayed: false };
}
