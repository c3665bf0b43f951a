import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { fromSnapshots, ownCollection } from '../adapters/firebase/documents';

/** A Firestore transaction, as the clients' writers hand it to those who write beside them. */
export type ClientsTransaction = Transaction;

/** The artist's studio records, each a collection under users/{uid}. */
export type ClientCollection =
  | 'clients'
  | 'projects'
  | 'payments'
  | 'appointments'
  | 'gallery'
  | 'intakes'
  | 'intakeForms'
  | 'approvals';

/** Every list of one artist's records (small: a studio's clients, not a data warehouse). */
export async function listOwn<T>(db: Firestore, uid: string, name: ClientCollection): Promise<T[]> {
  const snapshot = await ownCollection(db, uid, name).orderBy('createdAt').get();
  return fromSnapshots<T>(snapshot.docs);
}
