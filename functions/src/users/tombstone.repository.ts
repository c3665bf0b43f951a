import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/**
 * `deletedAccounts/{uid}`: written first when an account is deleted and kept (it holds only the
 * uid and the time), so work that outlives the deletion sweep — a job drawing, a first sign-in
 * racing the sweep — finds it in its own transaction and writes nothing for that account.
 */
const DELETED_ACCOUNTS = 'deletedAccounts';

export const tombstoneRef = (db: Firestore, uid: string): DocumentReference =>
  db.collection(DELETED_ACCOUNTS).doc(uid);
