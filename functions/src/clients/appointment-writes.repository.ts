import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { PaymentMethod } from '@inkforge/domain';
import { fromSnapshot, fromSnapshots, ownCollection } from './collections.repository';
import {
  withoutUndefined,
  type StoredAppointment,
  type StoredClient,
  type StoredPayment,
  type StoredProject,
} from './stored';

type New<T> = Omit<T, 'id' | 'createdAt'>;
export type AppointmentFields = Omit<New<StoredAppointment>, 'clientId' | 'projectId'>;

/** How a deposit payment is dated and paid when an appointment creates one. */
export interface DepositTerms {
  paymentDate: string;
  paymentMethod: PaymentMethod;
}

/** Why an appointment write was refused. */
export type AppointmentRefusal = 'client' | 'project' | 'deposit-project' | 'deposit-outcome';

function depositPayment(
  appointment: { projectId?: string; depositCents?: number; title: string },
  clientId: string,
  appointmentId: string,
  terms: DepositTerms,
): Omit<StoredPayment, 'id' | 'createdAt'> | null {
  if (!appointment.projectId || appointment.depositCents === undefined) return null;
  return {
    projectId: appointment.projectId,
    clientId,
    appointmentId,
    kind: 'deposit',
    amountCents: appointment.depositCents,
    paymentMethod: terms.paymentMethod,
    paymentDate: terms.paymentDate,
    notes: `Deposit: ${appointment.title}`,
  };
}

/**
 * An appointment of an own client (and optionally one of its projects). A deposit becomes a
 * payment of kind deposit on the project, in the same transaction.
 */
export function createAppointment(
  db: Firestore,
  uid: string,
  appointment: New<StoredAppointment>,
  now: Date,
  terms: DepositTerms,
): Promise<StoredAppointment | AppointmentRefusal> {
  return db.runTransaction(async (tx) => {
    const [client, project] = await Promise.all([
      tx.get(ownCollection(db, uid, 'clients').doc(appointment.clientId)),
      appointment.projectId
        ? tx.get(ownCollection(db, uid, 'projects').doc(appointment.projectId))
        : Promise.resolve(undefined),
    ]);
    if (!fromSnapshot<StoredClient>(client)) return 'client';
    if (project && fromSnapshot<StoredProject>(project)?.clientId !== appointment.clientId) {
      return 'project';
    }
    if (appointment.depositCents !== undefined && !appointment.projectId) return 'deposit-project';
    const ref = ownCollection(db, uid, 'appointments').doc();
    tx.create(ref, { ...withoutUndefined(appointment), createdAt: now, updatedAt: now });
    const deposit = depositPayment(appointment, appointment.clientId, ref.id, terms);
    if (deposit) {
      tx.create(ownCollection(db, uid, 'payments').doc(), {
        ...withoutUndefined(deposit),
        createdAt: now,
      });
    }
    return { ...appointment, id: ref.id, createdAt: now };
  });
}

async function depositPaymentOf(tx: Transaction, db: Firestore, uid: string, id: string) {
  const snapshot = await tx.get(
    ownCollection(db, uid, 'payments').where('appointmentId', '==', id),
  );
  return fromSnapshots<StoredPayment>(snapshot.docs)[0];
}

/**
 * Replaces the editable fields (client, project and createdAt stay); null when missing. The
 * deposit payment follows the deposit; cancelling with a deposit needs kept or refunded.
 */
export function replaceAppointment(
  db: Firestore,
  uid: string,
  id: string,
  fields: AppointmentFields,
  now: Date,
  terms: DepositTerms,
): Promise<StoredAppointment | AppointmentRefusal | null> {
  return db.runTransaction(async (tx) => {
    const ref = ownCollection(db, uid, 'appointments').doc(id);
    const snapshot = await tx.get(ref);
    const existing = fromSnapshot<StoredAppointment>(snapshot);
    if (!existing) return null;
    // An online deposit (deposits area) is not an editable field: it stays as it is.
    const kept = {
      deposit: snapshot.get('deposit'),
      depositLinkHash: snapshot.get('depositLinkHash'),
    };
    const payment = await depositPaymentOf(tx, db, uid, id);
    const cancelling = fields.status === 'cancelled' && existing.status !== 'cancelled';
    if (cancelling && fields.depositCents !== undefined && !fields.depositOutcome) {
      return 'deposit-outcome';
    }
    const depositChanged = fields.depositCents !== existing.depositCents;
    if (depositChanged && fields.depositCents !== undefined && !existing.projectId) {
      return 'deposit-project';
    }
    const depositOutcome =
      fields.status === 'cancelled'
        ? (fields.depositOutcome ?? existing.depositOutcome)
        : undefined;
    const next: StoredAppointment = {
      ...fields,
      depositOutcome: fields.depositCents === undefined ? undefined : depositOutcome,
      id,
      clientId: existing.clientId,
      projectId: existing.projectId,
      createdAt: existing.createdAt,
    };
    const { id: _id, ...stored } = next;
    tx.set(ref, { ...withoutUndefined({ ...stored, ...kept }), updatedAt: now });

    const payments = ownCollection(db, uid, 'payments');
    if (payment && next.depositCents === undefined) tx.delete(payments.doc(payment.id));
    else if (payment) {
      tx.update(payments.doc(payment.id), {
        amountCents: next.depositCents,
        refunded: next.depositOutcome === 'refunded',
      });
    } else {
      const deposit = depositPayment(next, existing.clientId, id, terms);
      if (deposit) tx.create(payments.doc(), { ...withoutUndefined(deposit), createdAt: now });
    }
    return next;
  });
}
