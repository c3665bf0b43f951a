import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';

/**
 * A synchronous paid tool's charge until its answer delivers the result. `pending`: spent, the
 * work running; `dueAt` is its delivery deadline. `refunded`: given back (or nothing to give
 * back: the account is gone); `dueAt` is when the sweep looks at its result path a last time,
 * for a write that landed after the refund. A delivered charge has no row.
 */
export interface PendingCharge {
  /** The spend's ledger key (`<action>-<id>`), also the row's id. */
  key: string;
  uid: string;
  action: string;
  /** Where the tool stores its result: known before the work, so a sweep can remove it. */
  resultPath: string;
  state: 'pending' | 'refunded';
  dueAt: Date;
}

export interface PendingChargesRepository {
  runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  getInTransaction(tx: Transaction, key: string): Promise<PendingCharge | null>;
  createInTransaction(tx: Transaction, charge: PendingCharge): void;
  /** The charge was delivered: no row is left. */
  deleteInTransaction(tx: Transaction, key: string): void;
  markRefundedInTransaction(tx: Transaction, key: string, recheckAt: Date): void;
  delete(key: string): Promise<void>;
  /** Rows whose `dueAt` has passed, oldest first: across artists, hence a top-level collection. */
  listDue(now: Date, limit: number): Promise<PendingCharge[]>;
}

const COLLECTION = 'pendingCharges';

function fromStored(key: string, data: Record<string, unknown>): PendingCharge {
  const dueAt = data.dueAt instanceof Timestamp ? data.dueAt.toDate() : new Date(0);
  return {
    key,
    uid: String(data.uid),
    action: String(data.action),
    resultPath: String(data.resultPath),
    state: data.state === 'refunded' ? 'refunded' : 'pending',
    dueAt,
  };
}

export function createPendingChargesRepository(db: Firestore): PendingChargesRepository {
  const ref = (key: string) => db.collection(COLLECTION).doc(key);
  return {
    runTransaction: (work) => db.runTransaction(work),
    async getInTransaction(tx, key) {
      const snapshot = await tx.get(ref(key));
      const data = snapshot.data();
      return data ? fromStored(key, data) : null;
    },
    createInTransaction(tx, { key, dueAt, ...rest }) {
      tx.create(ref(key), { ...rest, dueAt: Timestamp.fromDate(dueAt) });
    },
    deleteInTransaction(tx, key) {
      tx.delete(ref(key));
    },
    markRefundedInTransaction(tx, key, recheckAt) {
      tx.update(ref(key), { state: 'refunded', dueAt: Timestamp.fromDate(recheckAt) });
    },
    async delete(key) {
      await ref(key).delete();
    },
    async listDue(now, limit) {
      const snapshot = await db
        .collection(COLLECTION)
        .where('dueAt', '<=', Timestamp.fromDate(now))
        .orderBy('dueAt')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => fromStored(doc.id, doc.data()));
    },
  };
}
