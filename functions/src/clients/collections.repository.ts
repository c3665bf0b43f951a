import type {
  CollectionReference,
  DocumentData,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';

/** A Firestore transaction, as the clients' writers hand it to those who write beside them. */
export type ClientsTransaction = Transaction;

/** Everything an artist owns lives under users/{uid}: the path is the tenancy. */
export type ClientCollection =
  | 'clients'
  | 'projects'
  | 'payments'
  | 'appointments'
  | 'gallery'
  | 'intakes'
  | 'intakeForms'
  | 'approvals';

export function userRef(db: Firestore, uid: string) {
  return db.collection('users').doc(uid);
}

export function ownCollection(
  db: Firestore,
  uid: string,
  name: ClientCollection,
): CollectionReference {
  return userRef(db, uid).collection(name);
}

function toDate(value: unknown): unknown {
  const toDateFn = (value as { toDate?: unknown } | null)?.toDate;
  return typeof toDateFn === 'function' ? (toDateFn.call(value) as Date) : value;
}

/** A stored document with its id and every timestamp field as a Date. */
export function fromSnapshot<T>(snapshot: DocumentSnapshot): T | null {
  const data: DocumentData | undefined = snapshot.data();
  if (!data) return null;
  const converted = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toDate(v)]));
  return { ...converted, id: snapshot.id } as T;
}

export function fromSnapshots<T>(snapshots: readonly DocumentSnapshot[]): T[] {
  return snapshots.map((s) => fromSnapshot<T>(s)).filter((v): v is T => v !== null);
}

/** Every list of one artist's records (small: a studio's clients, not a data warehouse). */
export async function listOwn<T>(db: Firestore, uid: string, name: ClientCollection): Promise<T[]> {
  const snapshot = await ownCollection(db, uid, name).orderBy('createdAt').get();
  return fromSnapshots<T>(snapshot.docs);
}
