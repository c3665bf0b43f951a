import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { fromSnapshot, ownCollection } from '../adapters/firebase/documents';
import type { StoredAppointment, StoredProject } from './stored';

/**
 * Reads one document: in the caller's transaction (`(ref) => tx.get(ref)`) or outside one
 * (`(ref) => ref.get()`), so a reader that decides inside a transaction stays atomic.
 */
export type DocumentReader = (ref: DocumentReference) => Promise<DocumentSnapshot>;

/** A project of the artist's, read through the caller's reader (null when it is not there). */
export async function readProject(
  get: DocumentReader,
  db: Firestore,
  uid: string,
  projectId: string,
): Promise<StoredProject | null> {
  return fromSnapshot<StoredProject>(await get(ownCollection(db, uid, 'projects').doc(projectId)));
}

/** An appointment read in the caller's transaction, and its update in the same transaction. */
export interface AppointmentInTransaction {
  /** The stored appointment with its raw deposit map (the deposits' rules read it). */
  appointment: (StoredAppointment & { deposit?: unknown }) | null;
  /** Writes these fields (dotted paths allowed) in the transaction that read it. */
  update(fields: Record<string, unknown>): void;
}

export async function readAppointmentInTransaction(
  tx: Transaction,
  db: Firestore,
  uid: string,
  appointmentId: string,
): Promise<AppointmentInTransaction> {
  const ref = ownCollection(db, uid, 'appointments').doc(appointmentId);
  return {
    appointment: fromSnapshot<StoredAppointment & { deposit?: unknown }>(await tx.get(ref)),
    update: (fields) => {
      tx.update(ref, fields);
    },
  };
}
