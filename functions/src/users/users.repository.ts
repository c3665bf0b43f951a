import { usernameKey } from '@inkforge/domain';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { tombstoneRef } from './tombstone.repository';
import { AppError } from '../app-error';
import { USERNAMES } from './username-reservations.repository';
import { usernameCandidates, type NewUserDoc } from './user-doc';

const ALREADY_EXISTS = 6;

interface ConsentPatch {
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
  /**
   * Writes the document only if none exists and reserves its username (the first free of its
   * candidates); returns whichever document is stored. TOKEN_INVALID for a deleted account.
   */
  createIfAbsent(uid: string, doc: NewUserDoc): Promise<DocumentData>;
  /** Keeps the stored address in step with Auth (it changes when a change link is opened). */
  setEmail(uid: string, email: string): Promise<void>;
  recordConsent(uid: string, patch: ConsentPatch): Promise<DocumentData | undefined>;
}

export function createUsersRepository(db: Firestore): UsersRepository {
  const users = db.collection('users');
  const names = db.collection(USERNAMES);
  return {
    async get(uid) {
      return (await users.doc(uid).get()).data();
    },
    createIfAbsent: (uid, doc) =>
      // One transaction: concurrent first calls end with one document and one reservation
      // (a create() that loses the race fails with ALREADY_EXISTS; the winner's is read).
      db
        .runTransaction(async (tx) => {
          const ref = users.doc(uid);
          const candidates = usernameCandidates(doc.username, uid);
          const [existing, tombstone, ...claims] = await Promise.all([
            tx.get(ref),
            tx.get(tombstoneRef(db, uid)),
            ...candidates.map((name) => tx.get(names.doc(usernameKey(name)))),
          ]);
          const stored = existing.data();
          if (stored) return stored;
          // The account was deleted; its token is not yet refused everywhere.
          if (tombstone.exists) throw new AppError('TOKEN_INVALID');
          const free = claims.findIndex((claim) => !claim.exists || claim.get('uid') === uid);
          const username = candidates[free] ?? candidates.at(-1) ?? doc.username;
          if (free >= 0)
            tx.set(names.doc(usernameKey(username)), { uid, createdAt: doc.createdAt });
          const created = { ...doc, username };
          tx.create(ref, created);
          return created;
        })
        .catch(async (err: unknown) => {
          if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
          const existing = (await users.doc(uid).get()).data();
          if (!existing) throw err;
          return existing;
        }),
    async setEmail(uid, email) {
      await users.doc(uid).update({ email });
    },
    async recordConsent(uid, patch) {
      const ref = users.doc(uid);
      await ref.update({ ...patch });
      return (await ref.get()).data();
    },
  };
}
