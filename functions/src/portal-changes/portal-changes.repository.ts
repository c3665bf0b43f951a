import type { AppointmentHistoryEntry } from '@inkforge/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { userRef } from '../adapters/firebase/documents';
import { readAppointmentInTransaction } from '../clients';
import { notifyInTransaction, type NewNotification } from '../notifications';

/**
 * What a client's own change reads and writes beyond the owners' operations: the artist's
 * document (settings, names, hours), one appointment as a transaction sees it, the history line
 * and the artist's bell.
 */
export function createPortalChangesRepository(db: Firestore) {
  return {
    db,
    async user(uid: string): Promise<Record<string, unknown> | undefined> {
      return (await userRef(db, uid).get()).data();
    },
    /** The appointment with its raw deposit map, read once (a transaction, so reads are fresh). */
    appointment(uid: string, id: string) {
      return db.runTransaction(
        async (tx) => (await readAppointmentInTransaction(tx, db, uid, id)).appointment,
      );
    },
    /** The clients area's step: the appointment and its update, in this transaction. */
    readAppointmentInTransaction: (tx: Transaction, uid: string, id: string) =>
      readAppointmentInTransaction(tx, db, uid, id),
    run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.runTransaction(work);
    },
    /** The fields that add one line to an appointment's history. */
    withHistoryLine: (line: AppointmentHistoryEntry) => ({
      history: FieldValue.arrayUnion(line),
    }),
    ringInTransaction(
      tx: Transaction,
      uid: string,
      id: string,
      notice: NewNotification,
      now: Date,
    ) {
      notifyInTransaction(db, tx, uid, id, notice, now);
    },
    /** Rings once: a notice already written under this id is left as it is. */
    async ring(uid: string, id: string, notice: NewNotification, now: Date): Promise<void> {
      const ref = userRef(db, uid).collection('notifications').doc(id);
      await db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) return;
        notifyInTransaction(db, tx, uid, id, notice, now);
      });
    },
  };
}

export type PortalChangesRepository = ReturnType<typeof createPortalChangesRepository>;

export type ChangeTransaction = Transaction;
