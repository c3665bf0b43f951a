import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  canMoveDeposit,
  type AppointmentDeposit,
  type HistoryActor,
  type PaymentMethod,
} from '@inkforge/domain';
import { changeActions, historyLine, historyOf } from './appointment-history';
import { depositOf } from './stored-deposit';
import { fromSnapshot, fromSnapshots, ownCollection } from '../adapters/firebase/documents';
import {
  withoutUndefined,
  type StoredAppointment,
  type StoredClient,
  type StoredPayment,
  type StoredProject,
} from './stored';

type New<T> = Omit<T, 'id' | 'createdAt'>;
export type AppointmentFields = Omit<New<StoredAppointment>, 'clientId' | 'projectId' | 'history'>;

/** How a deposit payment is dated and paid when an appointment creates one. */
export interface DepositTerms {
  paymentDate: string;
  paymentMethod: PaymentMethod;
}

/** Why an appointment write was refused. */
export type AppointmentRefusal =
  'client' | 'project' | 'deposit-project' | 'deposit-outcome' | 'deposit-refund-stripe';

/** A deposit paid online and still held: only its outcome (keep, move, carry, refund) ends it. */
export const isHeldOnline = (deposit: AppointmentDeposit | null): boolean =>
  deposit?.status === 'paid' || deposit?.status === 'refunding';

/**
 * An unpaid online deposit whose appointment stops (cancelled, deleted, unlinked): cancelled,
 * so its page stops taking money; its open checkouts are expired after the transaction.
 */
export function cancelledDeposit(deposit: AppointmentDeposit, now: Date, why: string) {
  if (!canMoveDeposit(deposit.status, 'cancelled')) return deposit;
  return {
    ...deposit,
    status: 'cancelled' as const,
    history: [...deposit.history, { at: now, action: 'cancelled', note: why }],
  };
}

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

/** The deposit recorded by hand with the appointment (not one paid online, which has a session). */
async function depositPaymentOf(tx: Transaction, db: Firestore, uid: string, id: string) {
  const snapshot = await tx.get(
    ownCollection(db, uid, 'payments').where('appointmentId', '==', id),
  );
  return fromSnapshots<StoredPayment & { stripeCheckoutSessionId?: string }>(snapshot.docs).find(
    (p) => p.stripeCheckoutSessionId === undefined,
  );
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
  actor: HistoryActor,
): Promise<StoredAppointment | AppointmentRefusal | null> {
  return db.runTransaction(async (tx) => {
    const ref = ownCollection(db, uid, 'appointments').doc(id);
    const snapshot = await tx.get(ref);
    const existing = fromSnapshot<StoredAppointment>(snapshot);
    if (!existing) return null;
    const cancelling = fields.status === 'cancelled' && existing.status !== 'cancelled';
    // An online deposit (deposits area) is not an editable field: its money moves only through
    // its outcome. Cancelling while it is held asks for that outcome first; an unpaid one is
    // cancelled with the appointment.
    const online = depositOf(snapshot.data());
    if (online) {
      if (cancelling && isHeldOnline(online)) return 'deposit-outcome';
      if (fields.depositOutcome === 'refunded' && online.status !== 'refunded') {
        return 'deposit-refund-stripe';
      }
      fields = {
        ...fields,
        depositCents: existing.depositCents,
        depositOutcome: existing.depositOutcome,
      };
    }
    const kept = {
      deposit:
        online && cancelling
          ? cancelledDeposit(online, now, 'The appointment was cancelled before it was paid')
          : snapshot.get('deposit'),
      depositLinkHash: snapshot.get('depositLinkHash'),
    };
    const payment = online ? undefined : await depositPaymentOf(tx, db, uid, id);
    if (cancelling && fields.depositCents !== undefined && !fields.depositOutcome && !online) {
      return 'deposit-outcome';
    }
    const depositChanged = fields.depositCents !== existing.depositCents;
    if (depositChanged && fields.depositCents !== undefined && !existing.projectId) {
      return 'deposit-project';
    }
    const depositOutcome = online
      ? existing.depositOutcome
      : fields.status === 'cancelled'
        ? (fields.depositOutcome ?? existing.depositOutcome)
        : undefined;
    const changed = {
      ...fields,
      depositOutcome: fields.depositCents === undefined ? undefined : depositOutcome,
    };
    // Who did what is written with the change itself (issue 43).
    const history = [
      ...historyOf(existing.history),
      ...changeActions(existing, changed).map((action) => historyLine(actor, action, now)),
    ];
    const next: StoredAppointment = {
      ...changed,
      id,
      clientId: existing.clientId,
      projectId: existing.projectId,
      history,
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
    } else if (!online) {
      const deposit = depositPayment(next, existing.clientId, id, terms);
      if (deposit) tx.create(payments.doc(), { ...withoutUndefined(deposit), createdAt: now });
    }
    return next;
  });
}
