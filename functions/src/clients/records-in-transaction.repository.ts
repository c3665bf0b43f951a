import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { fromSnapshot, ownCollection, userRef } from '../adapters/firebase/documents';
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

/** The id of the artist's first client with exactly this e-mail, read in the caller's transaction. */
export async function findClientInTransaction(
  tx: Transaction,
  db: Firestore,
  uid: string,
  email: string,
): Promise<string | null> {
  const known = await tx.get(
    ownCollection(db, uid, 'clients').where('email', '==', email).limit(1),
  );
  return known.docs[0]?.id ?? null;
}

/** A booking made in one go (a paid flash): who, what, when, written in the caller's transaction. */
export interface BookingInTransaction {
  /** A client on file, or a new one: created active, and counted on the artist (`countBefore` + 1). */
  client:
    { id: string } | { name: string; email?: string; phone?: string | null; countBefore: number };
  /** The project's stored fields, but for its client. */
  project: Record<string, unknown>;
  /** The appointment's stored fields, but for its client and project. */
  appointment: Record<string, unknown>;
  now: Date;
}

/**
 * Creates the client (when new), the project and the appointment in the caller's transaction,
 * after all its reads, so the booking and the money that pays it commit together or not at all.
 */
export function createBookingInTransaction(
  tx: Transaction,
  db: Firestore,
  uid: string,
  booking: BookingInTransaction,
): { clientId: string; projectId: string; appointmentId: string } {
  const { client, now } = booking;
  const clients = ownCollection(db, uid, 'clients');
  const clientRef = 'id' in client ? clients.doc(client.id) : clients.doc();
  if (!('id' in client)) {
    tx.create(clientRef, {
      name: client.name,
      // A walk-in may give a name alone.
      ...(client.email ? { email: client.email } : {}),
      ...(client.phone ? { phone: client.phone } : {}),
      status: 'active',
      createdAt: now,
      updatedAt: now,
    });
    tx.set(userRef(db, uid), { clientCount: client.countBefore + 1 }, { merge: true });
  }
  const projectRef = ownCollection(db, uid, 'projects').doc();
  tx.create(projectRef, { clientId: clientRef.id, ...booking.project });
  const appointmentRef = ownCollection(db, uid, 'appointments').doc();
  tx.create(appointmentRef, {
    clientId: clientRef.id,
    projectId: projectRef.id,
    ...booking.appointment,
  });
  return { clientId: clientRef.id, projectId: projectRef.id, appointmentId: appointmentRef.id };
}

/** An appointment's time as a calendar that blocks it reads it. */
export interface AppointmentTime {
  status: string;
  /** Missing on a record without a date. */
  start: Date | undefined;
  durationMinutes: number;
}

/**
 * The artist's appointments starting between `from` and `to`, read in the caller's transaction
 * when it gives one (a hold decided on these times stays atomic with them).
 */
export async function appointmentTimesBetween(
  db: Firestore,
  uid: string,
  from: Date,
  to: Date,
  tx?: Transaction,
): Promise<AppointmentTime[]> {
  const query = ownCollection(db, uid, 'appointments')
    .where('appointmentDate', '>=', from)
    .where('appointmentDate', '<=', to);
  const found = tx ? await tx.get(query) : await query.get();
  return found.docs.map((doc) => ({
    status: String(doc.get('status')),
    start: doc.get('appointmentDate')?.toDate?.() as Date | undefined,
    durationMinutes: Number(doc.get('duration') ?? 60),
  }));
}
