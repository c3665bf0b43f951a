import {
  FieldPath,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { toBillingUser, type BillingPatch, type BillingUser } from './billing-user';

/** A pack purchase, kept so a refund can find what it granted. */
export interface PackPurchase {
  uid: string;
  credits: number;
  sessionId: string;
  /** Pack credits already taken back after refunds. */
  clawedBack: number;
}

/** A refund that arrived before the purchase it refunds (webhook events come in any order). */
interface PendingRefund {
  chargeId: string;
  amount: number;
  /** The largest cumulative refunded amount seen: refunds only grow. */
  amountRefunded: number;
  eventId: string;
}

export interface BillingRepository {
  runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  get(uid: string): Promise<BillingUser | null>;
  getInTransaction(tx: Transaction, uid: string): Promise<BillingUser | null>;
  update(uid: string, patch: BillingPatch): Promise<void>;
  updateInTransaction(tx: Transaction, uid: string, patch: BillingPatch): void;
  uidByCustomer(customerId: string): Promise<string | null>;
  eventSeenInTransaction(tx: Transaction, eventId: string): Promise<boolean>;
  recordEventInTransaction(tx: Transaction, eventId: string, data: Record<string, unknown>): void;
  getPurchase(paymentIntentId: string): Promise<PackPurchase | null>;
  purchaseInTransaction(tx: Transaction, paymentIntentId: string): Promise<PackPurchase | null>;
  savePurchaseInTransaction(tx: Transaction, paymentIntentId: string, purchase: PackPurchase): void;
  pendingRefundInTransaction(
    tx: Transaction,
    paymentIntentId: string,
  ): Promise<PendingRefund | null>;
  savePendingRefundInTransaction(
    tx: Transaction,
    paymentIntentId: string,
    refund: PendingRefund,
  ): void;
  deletePendingRefundInTransaction(tx: Transaction, paymentIntentId: string): void;
  /** Users whose plan is billed yearly, a page at a time: the daily job grants their months. */
  yearlySubscribers(pageSize?: number): AsyncIterable<BillingUser[]>;
  /** Users set to cancel at period end, a page at a time: the daily job ends the due ones. */
  pendingCancellations(pageSize?: number): AsyncIterable<BillingUser[]>;
}

/** Subscribers read per page by the daily job. */
const SUBSCRIBER_PAGE = 200;

export function createBillingRepository(db: Firestore): BillingRepository {
  const users = db.collection('users');
  const events = db.collection('stripeEvents');
  const purchases = db.collection('stripePayments');
  const pendingRefunds = db.collection('stripePendingRefunds');
  /**
   * Users whose field equals the value, in document-id order, one page per read: a run never
   * holds every subscriber in memory. The cursor is the previous page's last document (the
   * offline Firestore server pages this way too: functions/test/conformance/queries).
   */
  async function* pages(field: string, value: unknown, size: number) {
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      const query = users.where(field, '==', value).orderBy(FieldPath.documentId()).limit(size);
      const snapshot = await (after ? query.startAfter(after) : query).get();
      if (!snapshot.empty) yield snapshot.docs.map((doc) => toBillingUser(doc.id, doc.data()));
      if (snapshot.size < size) return;
      after = snapshot.docs.at(-1);
    }
  }

  return {
    runTransaction: (work) => db.runTransaction(work),
    async get(uid) {
      const data = (await users.doc(uid).get()).data();
      return data ? toBillingUser(uid, data) : null;
    },
    async getInTransaction(tx, uid) {
      const data = (await tx.get(users.doc(uid))).data();
      return data ? toBillingUser(uid, data) : null;
    },
    async update(uid, patch) {
      await users.doc(uid).update({ ...patch, updatedAt: new Date() });
    },
    updateInTransaction(tx, uid, patch) {
      tx.update(users.doc(uid), { ...patch, updatedAt: new Date() });
    },
    async uidByCustomer(customerId) {
      const snapshot = await users.where('stripeCustomerId', '==', customerId).limit(1).get();
      return snapshot.docs[0]?.id ?? null;
    },
    async eventSeenInTransaction(tx, eventId) {
      return (await tx.get(events.doc(eventId))).exists;
    },
    recordEventInTransaction(tx, eventId, data) {
      tx.create(events.doc(eventId), { ...data, receivedAt: new Date() });
    },
    async getPurchase(paymentIntentId) {
      const data = (await purchases.doc(paymentIntentId).get()).data();
      return (data as PackPurchase | undefined) ?? null;
    },
    async purchaseInTransaction(tx, paymentIntentId) {
      const data = (await tx.get(purchases.doc(paymentIntentId))).data();
      return (data as PackPurchase | undefined) ?? null;
    },
    savePurchaseInTransaction(tx, paymentIntentId, purchase) {
      tx.set(purchases.doc(paymentIntentId), purchase);
    },
    async pendingRefundInTransaction(tx, paymentIntentId) {
      const data = (await tx.get(pendingRefunds.doc(paymentIntentId))).data();
      return (data as PendingRefund | undefined) ?? null;
    },
    savePendingRefundInTransaction(tx, paymentIntentId, refund) {
      tx.set(pendingRefunds.doc(paymentIntentId), { ...refund, receivedAt: new Date() });
    },
    deletePendingRefundInTransaction(tx, paymentIntentId) {
      tx.delete(pendingRefunds.doc(paymentIntentId));
    },
    yearlySubscribers: (size = SUBSCRIBER_PAGE) => pages('billing', 'yearly', size),
    pendingCancellations: (size = SUBSCRIBER_PAGE) => pages('cancelAtPeriodEnd', true, size),
  };
}
