import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { NewUserDoc } from './user-doc';

const ALREADY_EXISTS = 6;

export interface ConsentPatch {
  termsAccepted: true;
  emailMarketingConsent: boolean;
  consentRecordedAt: Date;
  termsVersion: string;
  /** The opt-in as it was shown: its text, that text's version, the answer and when. */
  marketingConsent: { granted: boolean; text: string; textVersion: string; recordedAt: Date };
  updatedAt: Date;
}

export interface UsersRepository {
  get(uid: string): Promise<DocumentData | undefined>;
  /** Writes the document only if none exists; returns whichever document is stored. */
  createIfAbsent(uid: string, doc: NewUserDoc): Promise<DocumentData>;
  recordConsent(uid: string, patch: ConsentPatch): Promise<DocumentData | undefined>;
}

export function createUsersRepository(db: Firestore): UsersRepository {
  const users = db.collection('users');
  return {
    async get(uid) {
      return (await users.doc(uid).get()).data();
    },
    async createIfAbsent(uid, doc) {
      const ref = users.doc(uid);
      try {
        // create() fails with ALREADY_EXISTS for every writer but the first, so concurrent
        // first calls end with exactly one document.
        await ref.create(doc);
        return doc;
      } catch (err) {
        if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
        const existing = (await ref.get()).data();
        if (!existing) throw err;
        return existing;
      }
    },
    async recordConsent(uid, patch) {
      const ref = users.doc(uid);
      await ref.update({ ...patch });
      return (await ref.get()).data();
    },
  };
}
