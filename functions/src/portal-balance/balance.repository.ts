import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  fromSnapshot,
  fromSnapshots,
  ownCollection,
  userRef,
} from '../adapters/firebase/documents';
import {
  storedBalance,
  type StoredAppointment,
  type StoredPayment,
  type StoredProject,
} from '../clients';

/**
 * A balance checkout the client opened (users/{uid}/balanceCheckouts/{sessionId}): what it was
 * opened for, kept until Stripe's event says it was paid. Apart from the deposits' checkouts, so
 * nothing that stops a deposit (a cancellation, a paid deposit) expires a balance payment.
 */
export interface BalanceCheckout {
  sessionId: string;
  appointmentId: string;
  projectId: string;
  clientId: string;
  accountId: string;
  amountCents: number;
  currency: string;
  status: 'open' | 'completed';
  createdAt: Date;
}

export function createBalanceRepository(db: Firestore) {
  const checkouts = (uid: string) => userRef(db, uid).collection('balanceCheckouts');

  return {
    async user(uid: string): Promise<DocumentData | undefined> {
      return (await userRef(db, uid).get()).data();
    },

    async appointment(uid: string, id: string): Promise<StoredAppointment | null> {
      return fromSnapshot<StoredAppointment>(
        await ownCollection(db, uid, 'appointments').doc(id).get(),
      );
    },

    /** The project's price and what is still due on it (price minus every counted payment). */
    async due(
      uid: string,
      projectId: string,
    ): Promise<{ priceCents: number | null; dueCents: number | null } | null> {
      const [project, payments] = await Promise.all([
        ownCollection(db, uid, 'projects').doc(projectId).get(),
        ownCollection(db, uid, 'payments').where('projectId', '==', projectId).get(),
      ]);
      const stored = fromSnapshot<StoredProject>(project);
      if (!stored) return null;
      const balance = storedBalance(stored, fromSnapshots<StoredPayment>(payments.docs));
      return {
        priceCents: stored.finalPriceCents ?? stored.estimatedPriceCents ?? null,
        dueCents: balance.remainingCents,
      };
    },

    async saveCheckout(uid: string, checkout: BalanceCheckout): Promise<void> {
      await checkouts(uid).doc(checkout.sessionId).create(checkout);
    },

    async checkoutIn(tx: Transaction, uid: string, sessionId: string) {
      return fromSnapshot<BalanceCheckout>(await tx.get(checkouts(uid).doc(sessionId)));
    },

    checkoutRef: (uid: string, sessionId: string) => checkouts(uid).doc(sessionId),
  };
}

export type BalanceRepository = ReturnType<typeof createBalanceRepository>;
