import {
  insufficientCreditsMessage,
  type CreditBalance,
  type CreditBucket,
} from '@inkforge/domain';
import {
  applyMovement,
  validKey,
  type LedgerOutcome,
  type MovementRequest,
} from './apply-movement';
import { AppError } from '../app-error';
import { applyMovements, type MovementStep } from './apply-movements';
import { expireMovement, grantMovement, refundMovement, spendMovement } from './ledger-movement';
import type { LedgerRepository, LedgerTransaction } from './ledger.repository';

export interface LedgerService {
  /** Charges `amount`, subscription credits first; throws INSUFFICIENT_CREDITS, moving nothing. */
  spend(uid: string, amount: number, key: string, reason: string): Promise<LedgerOutcome>;
  /** The same charge inside the caller's transaction, before the caller writes anything. */
  reserveInTransaction(
    tx: LedgerTransaction,
    uid: string,
    amount: number,
    key: string,
    reason?: string,
  ): Promise<LedgerOutcome>;
  /** Gives back what the spend under `spendKey` took, once (entry key `refund:<spendKey>`). */
  refund(uid: string, spendKey: string, reason?: string): Promise<LedgerOutcome>;
  /** The same refund inside the caller's transaction, before the caller writes anything. */
  refundInTransaction(
    tx: LedgerTransaction,
    uid: string,
    spendKey: string,
    reason?: string,
  ): Promise<LedgerOutcome>;
  grant(
    uid: string,
    bucket: CreditBucket,
    amount: number,
    key: string,
    reason: string,
  ): Promise<LedgerOutcome>;
  /** The same grant inside the caller's transaction, before the caller writes anything. */
  grantInTransaction(
    tx: LedgerTransaction,
    uid: string,
    bucket: CreditBucket,
    amount: number,
    key: string,
    reason: string,
  ): Promise<LedgerOutcome>;
  /** Zeroes the subscription bucket (next month's grant, downgrade); pack credits stay. */
  expireSubscriptionCredits(uid: string, key: string, reason?: string): Promise<LedgerOutcome>;
  /** Null when the user does not exist. */
  balance(uid: string): Promise<CreditBalance | null>;
  /** Several steps (grantStep, expireStep, clawbackStep) in the caller's transaction. */
  moveInTransaction(
    tx: LedgerTransaction,
    uid: string,
    steps: MovementStep[],
  ): Promise<LedgerOutcome[]>;
}

export interface LedgerServiceOptions {
  now?: () => Date;
}

/** Amounts come from the cost table and price records; a bad one is a bug, so it is not a 4xx. */
function assertPositiveCredits(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`A credit amount must be a positive integer, got ${amount}`);
  }
}

const refundKey = (spendKey: string): string => `refund:${spendKey}`;

export function createLedgerService(
  repo: LedgerRepository,
  { now = () => new Date() }: LedgerServiceOptions = {},
): LedgerService {
  const inTransaction = (tx: LedgerTransaction, request: MovementRequest) =>
    applyMovement(repo, tx, request, now());
  const move = (request: MovementRequest) =>
    repo.runTransaction((tx) => inTransaction(tx, request));

  const spendRequest = (
    uid: string,
    amount: number,
    key: string,
    reason: string,
  ): MovementRequest => {
    assertPositiveCredits(amount);
    return {
      uid,
      key,
      type: 'spend',
      expectedAmount: -amount,
      plan: (balance) => {
        const movement = spendMovement(balance, amount, reason);
        if (!movement) {
          throw new AppError('INSUFFICIENT_CREDITS', insufficientCreditsMessage(amount));
        }
        return movement;
      },
    };
  };

  const grantRequest = (
    uid: string,
    bucket: CreditBucket,
    amount: number,
    key: string,
    reason: string,
  ): MovementRequest => {
    assertPositiveCredits(amount);
    return {
      uid,
      key,
      type: 'grant',
      expectedAmount: amount,
      plan: () => grantMovement(bucket, amount, reason),
    };
  };

  const refundRequest = (uid: string, spendKey: string, reason: string): MovementRequest => ({
    uid,
    key: refundKey(spendKey),
    type: 'refund',
    plan: async (_balance, tx) => {
      const spend = await repo.readEntry(tx, uid, validKey(spendKey));
      if (spend?.type !== 'spend') throw new AppError('SPEND_NOT_FOUND');
      return refundMovement(spend, reason);
    },
  });

  return {
    spend: async (uid, amount, key, reason) => move(spendRequest(uid, amount, key, reason)),

    reserveInTransaction: async (tx, uid, amount, key, reason = 'job') =>
      inTransaction(tx, spendRequest(uid, amount, key, reason)),

    refund: (uid, spendKey, reason = 'refund') => move(refundRequest(uid, spendKey, reason)),

    refundInTransaction: (tx, uid, spendKey, reason = 'refund') =>
      inTransaction(tx, refundRequest(uid, spendKey, reason)),

    grant: async (uid, bucket, amount, key, reason) =>
      move(grantRequest(uid, bucket, amount, key, reason)),

    grantInTransaction: async (tx, uid, bucket, amount, key, reason) =>
      inTransaction(tx, grantRequest(uid, bucket, amount, key, reason)),

    expireSubscriptionCredits: (uid, key, reason = 'subscription credits expired') =>
      move({ uid, key, type: 'expire', plan: (balance) => expireMovement(balance, reason) }),

    balance: (uid) => repo.currentBalance(uid),

    moveInTransaction: (tx, uid, steps) => applyMovements(repo, tx, uid, steps, now()),
  };
}
