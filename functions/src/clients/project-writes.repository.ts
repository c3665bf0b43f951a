import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { fromSnapshot, fromSnapshots, ownCollection } from '../adapters/firebase/documents';
import { cancelledDeposit, isHeldOnline } from './appointment-writes.repository';
import { withoutUndefined, type StoredPayment, type StoredProject } from './stored';
import { depositOf } from './stored-deposit';
import { storedBalance } from './to-api';

export type ProjectFields = Omit<StoredProject, 'id' | 'createdAt' | 'clientId'>;
export type NewPayment = Omit<StoredPayment, 'id' | 'createdAt' | 'clientId'>;

/** Why a payment was not written. */
export type PaymentRefusal = 'project' | { overpaymentCents: number; openDepositsCents: number };

/** The project and its payments, read inside the transaction that writes beside them. */
async function projectWithPayments(tx: Transaction, db: Firestore, uid: string, id: string) {
  const project = fromSnapshot<StoredProject>(
    await tx.get(ownCollection(db, uid, 'projects').doc(id)),
  );
  if (!project) return null;
  const [payments, linked] = await Promise.all([
    tx.get(ownCollection(db, uid, 'payments').where('projectId', '==', id)),
    tx.get(ownCollection(db, uid, 'appointments').where('projectId', '==', id)),
  ]);
  // Deposits asked online and not yet paid: a client may pay them any moment.
  const openDepositsCents = linked.docs
    .filter((d) => d.get('status') !== 'cancelled')
    .map((d) => depositOf(d.data()))
    .filter((d) => d?.status === 'requested')
    .reduce((sum, d) => sum + d!.amountCents, 0);
  return {
    project,
    payments: fromSnapshots<StoredPayment>(payments.docs),
    linked: linked.docs,
    openDepositsCents,
  };
}

/**
 * A payment on an own project, in one transaction with the balance it is checked against: a
 * payment beyond the price is refused unless confirmed (the excess then shows as credit).
 */
export function createPayment(
  db: Firestore,
  uid: string,
  payment: NewPayment,
  now: Date,
  confirmOverpayment: boolean,
): Promise<StoredPayment | PaymentRefusal> {
  return db.runTransaction(async (tx) => {
    const found = await projectWithPayments(tx, db, uid, payment.projectId);
    if (!found) return 'project';
    const open = found.openDepositsCents;
    const balance = storedBalance(found.project, [
      ...found.payments,
      { ...payment, id: '', clientId: '', createdAt: now },
      ...(open > 0
        ? [{ ...payment, amountCents: open, id: '', clientId: '', createdAt: now }]
        : []),
    ]);
    if (balance.creditCents > 0 && !confirmOverpayment) {
      return { overpaymentCents: balance.creditCents, openDepositsCents: open };
    }
    const ref = ownCollection(db, uid, 'payments').doc();
    const stored = { ...payment, clientId: found.project.clientId };
    tx.create(ref, { ...withoutUndefined(stored), createdAt: now });
    // Every money write on a project writes the project: concurrent ones conflict, one retries.
    tx.update(ownCollection(db, uid, 'projects').doc(payment.projectId), { moneyChangedAt: now });
    return { ...stored, id: ref.id, createdAt: now };
  });
}

/** Replaces the editable fields of an own project (client and createdAt stay); null if none. */
export function replaceProject(
  db: Firestore,
  uid: string,
  id: string,
  fields: ProjectFields,
  now: Date,
): Promise<{ project: StoredProject; payments: StoredPayment[] } | null> {
  return db.runTransaction(async (tx) => {
    const found = await projectWithPayments(tx, db, uid, id);
    if (!found) return null;
    const project: StoredProject = {
      ...fields,
      id,
      clientId: found.project.clientId,
      createdAt: found.project.createdAt,
    };
    const { id: _id, ...stored } = project;
    tx.set(ownCollection(db, uid, 'projects').doc(id), {
      ...withoutUndefined(stored),
      updatedAt: now,
    });
    return { project, payments: found.payments };
  });
}

/**
 * Deletes an own project with its payments; its appointments stay on the calendar, unlinked.
 * False when there was no such project; refused while one of its sessions holds a deposit
 * paid online (its outcome comes first). Unpaid online deposits of its sessions stop with it.
 */
export function deleteProject(
  db: Firestore,
  uid: string,
  id: string,
  now: Date,
): Promise<boolean | 'deposit-outcome'> {
  return db.runTransaction(async (tx) => {
    const found = await projectWithPayments(tx, db, uid, id);
    if (!found) return false;
    const approval = ownCollection(db, uid, 'approvals').doc(id);
    const approved = await tx.get(approval);
    const linked = { docs: found.linked };
    if (linked.docs.some((d) => isHeldOnline(depositOf(d.data())))) return 'deposit-outcome';
    for (const doc of linked.docs) {
      const online = depositOf(doc.data());
      if (online?.status === 'requested') {
        tx.update(doc.ref, {
          deposit: cancelledDeposit(online, now, 'Its project was deleted before it was paid'),
        });
      }
    }
    // Its design approval goes with it; an open approval link stops.
    const linkHash: unknown = approved.get('linkHash');
    if (typeof linkHash === 'string') tx.delete(db.collection('approvalLinks').doc(linkHash));
    tx.delete(approval);
    for (const doc of linked.docs) tx.update(doc.ref, { projectId: FieldValue.delete() });
    for (const payment of found.payments) {
      tx.delete(ownCollection(db, uid, 'payments').doc(payment.id));
    }
    tx.delete(ownCollection(db, uid, 'projects').doc(id));
    return true;
  });
}
