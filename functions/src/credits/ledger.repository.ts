import { balanceOf, type CreditBalance, type LedgerEntry } from '@inkforge/domain';
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

/** Services hand transactions around without importing the SDK themselves. */
export type LedgerTransaction = Transaction;

/** Stored form of a ledger entry: the id is the document id, createdAt a Firestore timestamp. */
type StoredEntry = Omit<LedgerEntry, 'id' | 'createdAt'> & { createdAt: Timestamp };

function credits(data: DocumentData, field: string, uid: string): number {
  const value: unknown = data[field];
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new Error(`users/${uid}.${field} is not a non-negative integer`);
  }
  return value;
}

function toEntry(id: string, data: DocumentData): LedgerEntry {
  const stored = data as StoredEntry;
  return {
    id,
    type: stored.type,
    bucket: stored.bucket,
    amount: stored.amount,
    deltas: { subscription: stored.deltas.subscription, pack: stored.deltas.pack },
    reason: stored.reason,
    idempotencyKey: stored.idempotencyKey,
    balanceAfter: balanceOf(stored.balanceAfter.subscription, stored.balanceAfter.pack),
    createdAt: stored.createdAt.toDate().toISOString(),
  };
}

export interface LedgerRepository {
  runTransaction<T>(work: (tx: LedgerTransaction) => Promise<T>): Promise<T>;
  /** Null when the user document does not exist. */
  readBalance(tx: LedgerTransaction, uid: string): Promise<CreditBalance | null>;
  readEntry(tx: LedgerTransaction, uid: string, key: string): Promise<LedgerEntry | null>;
  /** Sets both buckets and creates the entry; fails if an entry with that id already exists. */
  writeMovement(tx: LedgerTransaction, uid: string, entry: LedgerEntry): void;
  currentBalance(uid: string): Promise<CreditBalance | null>;
  listEntries(uid: string): Promise<LedgerEntry[]>;
  /** Newest first, `limit` entries after the entry `after` (the previous page's last id). */
  pageEntries(uid: string, limit: number, after?: string): Promise<LedgerEntry[]>;
}

export function createLedgerRepository(db: Firestore): LedgerRepository {
  const userRef = (uid: string): DocumentReference => db.collection('users').doc(uid);
  const entryRef = (uid: string, key: string): DocumentReference =>
    userRef(uid).collection('ledger').doc(key);
  // An account being deleted (account/delete-account.ts marks it first) has no balance, so no
  // credit moves once its sweep has begun: nothing is written behind the sweep.
  const toBalance = (uid: string, data: DocumentData | undefined): CreditBalance | null =>
    data && !data.deletedAt
      ? balanceOf(credits(data, 'subscriptionCredits', uid), credits(data, 'packCredits', uid))
      : null;

  return {
    runTransaction: (work) => db.runTransaction(work),

    async readBalance(tx, uid) {
      const snapshot = await tx.get(userRef(uid));
      return toBalance(uid, snapshot.data());
    },

    async readEntry(tx, uid, key) {
      const snapshot = await tx.get(entryRef(uid, key));
      const data = snapshot.data();
      return data ? toEntry(snapshot.id, data) : null;
    },

    writeMovement(tx, uid, entry) {
      const { id, createdAt, ...rest } = entry;
      const stored: StoredEntry = { ...rest, createdAt: Timestamp.fromDate(new Date(createdAt)) };
      tx.update(userRef(uid), {
        subscriptionCredits: entry.balanceAfter.subscription,
        packCredits: entry.balanceAfter.pack,
      });
      tx.create(entryRef(uid, id), stored);
    },

    async currentBalance(uid) {
      const snapshot = await userRef(uid).get();
      return toBalance(uid, snapshot.data());
    },

    async pageEntries(uid, limit, after) {
      const ledger = userRef(uid).collection('ledger');
      let query = ledger.orderBy('createdAt', 'desc').limit(limit);
      if (after) {
        const cursor = await ledger.doc(after).get();
        if (!cursor.exists) return [];
        query = query.startAfter(cursor);
      }
      const snapshot = await query.get();
      return snapshot.docs.map((doc) => toEntry(doc.id, doc.data()));
    },

    async listEntries(uid) {
      const snapshot = await userRef(uid).collection('ledger').orderBy('createdAt').get();
      return snapshot.docs.map((doc) => toEntry(doc.id, doc.data()));
    },
  };
}
