import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

type PromoTransaction = Transaction;

interface PromoCode {
  code: string;
  credits: number;
  maxUses: number;
  uses: number;
  expiresAt: Date | null;
  premiumOnly: boolean;
}

export interface Redeemer {
  subscriptionStatus: unknown;
  currentPlan: unknown;
  role: unknown;
}

interface RedemptionRecord {
  code: string;
  uid: string;
  emailHash: string | null;
  deviceFingerprint: string | null;
  credits: number;
  redeemedAt: Date;
}

function toDate(value: unknown): Date | null {
  const toDateFn = (value as { toDate?: unknown } | null)?.toDate;
  if (typeof toDateFn === 'function') return toDateFn.call(value) as Date;
  if (typeof value === 'string') return new Date(value);
  return null;
}

function toPromoCode(code: string, data: DocumentData): PromoCode {
  const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    code,
    credits: number(data.credits),
    maxUses: number(data.maxUses),
    uses: number(data.uses),
    expiresAt: toDate(data.expiresAt),
    premiumOnly: data.premiumOnly === true,
  };
}

/**
 * `promoCodes/{CODE}` with two redemption markers: `redemptions/{uid}` (one per account) and
 * `emailRedemptions/{sha256 of the normalised e-mail}` (one per mailbox, so deleting the
 * account and signing up again with the same address does not reopen the code).
 */
export interface PromoRepository {
  runTransaction<T>(work: (tx: PromoTransaction) => Promise<T>): Promise<T>;
  readCode(tx: PromoTransaction, code: string): Promise<PromoCode | null>;
  wasRedeemed(
    tx: PromoTransaction,
    code: string,
    by: { uid: string; emailHash: string | null },
  ): Promise<boolean>;
  readRedeemer(tx: PromoTransaction, uid: string): Promise<Redeemer | null>;
  /** Counts the use and writes both markers; create() fails if either already exists. */
  recordRedemption(tx: PromoTransaction, record: RedemptionRecord): void;
}

export function createPromoRepository(db: Firestore): PromoRepository {
  const codeRef = (code: string) => db.collection('promoCodes').doc(code);
  return {
    runTransaction: (work) => db.runTransaction(work),

    async readCode(tx, code) {
      const snapshot = await tx.get(codeRef(code));
      const data = snapshot.data();
      return data ? toPromoCode(code, data) : null;
    },

    async wasRedeemed(tx, code, { uid, emailHash }) {
      const byUid = tx.get(codeRef(code).collection('redemptions').doc(uid));
      const byEmail = emailHash
        ? tx.get(codeRef(code).collection('emailRedemptions').doc(emailHash))
        : Promise.resolve(null);
      const [uidSnap, emailSnap] = await Promise.all([byUid, byEmail]);
      return uidSnap.exists || Boolean(emailSnap?.exists);
    },

    async readRedeemer(tx, uid) {
      const data = (await tx.get(db.collection('users').doc(uid))).data();
      if (!data) return null;
      return {
        subscriptionStatus: data.subscriptionStatus,
        currentPlan: data.currentPlan,
        role: data.role,
      };
    },

    recordRedemption(tx, record) {
      const ref = codeRef(record.code);
      tx.update(ref, { uses: FieldValue.increment(1) });
      tx.create(ref.collection('redemptions').doc(record.uid), record);
      if (record.emailHash) {
        tx.create(ref.collection('emailRedemptions').doc(record.emailHash), {
          code: record.code,
          redeemedAt: record.redeemedAt,
        });
      }
    },
  };
}
