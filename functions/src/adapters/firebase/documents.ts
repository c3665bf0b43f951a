import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
} from 'firebase-admin/firestore';

/**
 * The generic Firestore helpers every repository may use: the artist's own document and
 * collections (everything an artist owns lives under users/{uid}: the path is the tenancy), and
 * a stored document read back with its id and its timestamps as Dates.
 */
export function userRef(db: Firestore, uid: string): DocumentReference {
  return db.collection('users').doc(uid);
}

/** One of the artist's collections, users/{uid}/{name}. */
export function ownCollection(db: Firestore, uid: string, name: string): CollectionReference {
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
