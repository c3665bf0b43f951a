import {
  studioFormatOf,
  type AcceptedDepositPolicy,
  type AppointmentHistoryEntry,
  type AppointmentDeposit,
  type DepositHistoryEntry,
  type DepositPolicy,
  type StudioFormat,
} from '@inkforge/domain';
import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  fromSnapshot,
  fromSnapshots,
  ownCollection,
  userRef,
} from '../adapters/firebase/documents';
import {
  artistTimeZone,
  depositOf,
  type StoredAppointment,
  type StoredPayment,
  type StoredProject,
  storedBalance,
} from '../clients';
import { notifyInTransaction, type NewNotification } from '../notifications';

/** The artist's Stripe account as its onboarding left it (users/{uid}.stripeConnect). */
export interface ConnectState {
  accountId: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

export type DepositAppointment = StoredAppointment & { deposit: AppointmentDeposit };

/** A checkout the client started: the policy as accepted, kept until the payment arrives. */
export interface DepositCheckout {
  sessionId: string;
  /** open until paid or expired; how a paid session was settled when it could not be kept. */
  status?: 'open' | 'completed' | 'expired';
  appointmentId: string;
  accountId: string;
  amountCents: number;
  currency: string;
  policy: AcceptedDepositPolicy;
  createdAt: Date;
}

/** One movement of deposit money, written once under its idempotency key. */
export interface DepositLedgerEntry {
  appointmentId: string;
  action: string;
  amountCents: number;
  at: Date;
  source: string;
}

/** The artist's deposit policy: the booking settings' text, versioned on each change. */
export function policyOf(user: DocumentData | undefined): DepositPolicy {
  const stored = user?.depositPolicy as Partial<DepositPolicy> | undefined;
  if (typeof stored?.text === 'string' && typeof stored.version === 'number') {
    return { text: stored.text, version: stored.version };
  }
  const text = (user?.bookingSettings as { policy?: unknown } | undefined)?.policy;
  return { text: typeof text === 'string' ? text : '', version: 1 };
}

export function connectOf(user: DocumentData | undefined): ConnectState | null {
  const c = user?.stripeConnect as (Partial<ConnectState> & { disconnected?: unknown }) | undefined;
  // Disconnected on Stripe (account.application.deauthorized): as if never connected.
  return typeof c?.accountId === 'string' && c.disconnected !== true
    ? {
        accountId: c.accountId,
        chargesEnabled: c.chargesEnabled === true,
        detailsSubmitted: c.detailsSubmitted === true,
      }
    : null;
}

/**
 * Deposits paid online. depositLinks/{sha256 of the token} → {uid, appointmentId} opens the
 * client's page; connectAccounts/{accountId} → {uid} names the artist of a connected account.
 * Per artist: depositCheckouts/{sessionId} (the policy accepted before paying), depositEvents/
 * {eventId} (each webhook event once) and depositLedger/{key} (each movement once).
 */
/** The artist disconnected InkForge from their Stripe account, and has not connected again. */
export function disconnectedOf(user: DocumentData | undefined): boolean {
  return (user?.stripeConnect as { disconnected?: unknown } | undefined)?.disconnected === true;
}

export function createDepositsRepository(db: Firestore) {
  const links = db.collection('depositLinks');
  const accounts = db.collection('connectAccounts');
  const appointments = (uid: string) => ownCollection(db, uid, 'appointments');
  const checkouts = (uid: string) => userRef(db, uid).collection('depositCheckouts');
  const events = (uid: string) => userRef(db, uid).collection('depositEvents');
  const ledger = (uid: string) => userRef(db, uid).collection('depositLedger');

  async function readAppointment(
    tx: Transaction,
    uid: string,
    id: string,
  ): Promise<DepositAppointment | null> {
    const snapshot = await tx.get(appointments(uid).doc(id));
    const appointment = fromSnapshot<StoredAppointment>(snapshot);
    const deposit = depositOf(snapshot.data());
    return appointment && deposit ? { ...appointment, deposit } : null;
  }

  /**
   * A project's money as one transaction sees it: what its payments count, the deposits asked
   * and not yet paid on its other appointments, and the room left under its price (null when
   * it has none). Reading the project document makes every money transaction on the project
   * conflict with every other: each writes it (stampProject).
   */
  async function projectMoney(
    tx: Transaction,
    uid: string,
    projectId: string,
    exceptAppointmentId?: string,
  ) {
    const project = fromSnapshot<StoredProject>(
      await tx.get(ownCollection(db, uid, 'projects').doc(projectId)),
    );
    if (!project) return null;
    const [payments, linked] = await Promise.all([
      tx.get(ownCollection(db, uid, 'payments').where('projectId', '==', projectId)),
      tx.get(appointments(uid).where('projectId', '==', projectId)),
    ]);
    const balance = storedBalance(project, fromSnapshots<StoredPayment>(payments.docs));
    const openRequestsCents = linked.docs
      .filter((d) => d.id !== exceptAppointmentId && d.get('status') !== 'cancelled')
      .map((d) => depositOf(d.data()))
      .filter((d) => d?.status === 'requested')
      .reduce((sum, d) => sum + d!.amountCents, 0);
    const priceCents = project.finalPriceCents ?? project.estimatedPriceCents ?? null;
    return {
      project,
      paidCents: balance.totalPaidCents,
      openRequestsCents,
      roomCents:
        priceCents === null ? null : priceCents - balance.totalPaidCents - openRequestsCents,
      /** Room for a payment that is not one of the open requests (a hand payment). */
      priceCents,
    };
  }

  function stampProject(tx: Transaction, uid: string, projectId: string, now: Date): void {
    tx.update(ownCollection(db, uid, 'projects').doc(projectId), { moneyChangedAt: now });
  }

  return {
    readAppointment,
    projectMoney,
    stampProject,

    notify(tx: Transaction, uid: string, id: string, notification: NewNotification, now: Date) {
      notifyInTransaction(db, tx, uid, id, notification, now);
    },

    /** The checkouts of an appointment's deposit that a client could still pay. */
    async openCheckouts(uid: string, appointmentId: string) {
      const found = await checkouts(uid).where('appointmentId', '==', appointmentId).get();
      return found.docs
        .map((d) => fromSnapshot<DepositCheckout & { id: string }>(d)!)
        .filter((c) => (c.status ?? 'open') === 'open');
    },

    async markCheckout(uid: string, sessionId: string, status: 'completed' | 'expired') {
      await checkouts(uid).doc(sessionId).set({ status }, { merge: true });
    },

    checkoutRef: (uid: string, sessionId: string) => checkouts(uid).doc(sessionId),
    linkRef: (hash: string) => links.doc(hash),

    /**
     * Asks the deposit on an own appointment, in one transaction with the project's money: the
     * project's counted payments plus every open request (this one included) stay within its
     * price. Refused while a deposit is held there; null without the appointment.
     */
    async request(
      uid: string,
      appointmentId: string,
      deposit: AppointmentDeposit,
      tokenHash: string,
      now: Date,
      /** The appointment's history line of the request (issue 43), written with it. */
      line?: AppointmentHistoryEntry,
    ): Promise<'requested' | 'held' | 'over-price' | 'no-project' | null> {
      return db.runTransaction(async (tx) => {
        const ref = appointments(uid).doc(appointmentId);
        const snapshot = await tx.get(ref);
        const appointment = fromSnapshot<StoredAppointment>(snapshot);
        if (!appointment) return null;
        if (!appointment.projectId) return 'no-project';
        const old = depositOf(snapshot.data());
        const held = old
          ? old.status !== 'requested' && old.status !== 'cancelled'
          : appointment.depositCents !== undefined;
        if (held) return 'held';
        const money = await projectMoney(tx, uid, appointment.projectId, appointmentId);
        if (money && money.roomCents !== null && deposit.amountCents > money.roomCents) {
          return 'over-price';
        }
        if (old) tx.delete(links.doc(String(snapshot.get('depositLinkHash') ?? '')));
        tx.update(ref, {
          deposit,
          depositLinkHash: tokenHash,
          ...(line ? withHistoryLine(line) : {}),
        });
        tx.set(links.doc(tokenHash), { uid, appointmentId, createdAt: deposit.requestedAt });
        if (money) stampProject(tx, uid, appointment.projectId, now);
        return 'requested';
      });
    },

    /** The artist and appointment a deposit link opens; null for any other token. */
    async open(
      tokenHash: string,
    ): Promise<{ uid: string; user: DocumentData; appointment: DepositAppointment } | null> {
      const link = (await links.doc(tokenHash).get()).data();
      if (!link || typeof link.uid !== 'string' || typeof link.appointmentId !== 'string') {
        return null;
      }
      const uid = link.uid;
      const [user, snapshot] = await Promise.all([
        userRef(db, uid).get(),
        appointments(uid).doc(link.appointmentId).get(),
      ]);
      const appointment = fromSnapshot<StoredAppointment>(snapshot);
      const deposit = depositOf(snapshot.data());
      const data = user.data();
      if (!data || data.deletedAt || !appointment || !deposit) return null;
      return { uid, user: data, appointment: { ...appointment, deposit } };
    },

    /** A changed text is the next version; the same text keeps its version. */
    async savePolicy(uid: string, text: string, now: Date): Promise<DepositPolicy> {
      return db.runTransaction(async (tx) => {
        const ref = userRef(db, uid);
        const data = (await tx.get(ref)).data();
        const stored = policyOf(data);
        const first = !data?.depositPolicy && stored.text === '';
        const version = stored.text === text ? stored.version : first ? 1 : stored.version + 1;
        const policy = { text, version };
        tx.set(ref, { depositPolicy: { ...policy, updatedAt: now } }, { merge: true });
        return policy;
      });
    },

    /** What is still due on the project (null without a price), from its counted payments. */
    async remainingCents(uid: string, projectId: string): Promise<number | null> {
      const [project, payments] = await Promise.all([
        ownCollection(db, uid, 'projects').doc(projectId).get(),
        ownCollection(db, uid, 'payments').where('projectId', '==', projectId).get(),
      ]);
      const stored = fromSnapshot<StoredProject>(project);
      if (!stored) return null;
      return storedBalance(stored, fromSnapshots<StoredPayment>(payments.docs)).remainingCents;
    },

    async user(uid: string): Promise<DocumentData | undefined> {
      return (await userRef(db, uid).get()).data();
    },

    async saveConnect(uid: string, state: ConnectState, now: Date): Promise<void> {
      await db.runTransaction(async (tx) => {
        tx.set(
          userRef(db, uid),
          { stripeConnect: { ...state, disconnected: false, updatedAt: now } },
          { merge: true },
        );
        tx.set(accounts.doc(state.accountId), { uid });
      });
    },

    /**
     * Online payment off at once: the artist's connected account disconnected InkForge. Only the
     * account they are connected with now counts; a late event of an older one changes nothing.
     */
    async disconnectInTransaction(tx: Transaction, uid: string, accountId: string, now: Date) {
      const user = (await tx.get(userRef(db, uid))).data();
      const c = user?.stripeConnect as { accountId?: unknown } | undefined;
      if (c?.accountId !== accountId || disconnectedOf(user)) return false;
      tx.update(userRef(db, uid), {
        stripeConnect: {
          accountId,
          chargesEnabled: false,
          detailsSubmitted: false,
          disconnected: true,
          updatedAt: now,
        },
      });
      return true;
    },

    async uidByAccount(accountId: string): Promise<string | null> {
      const uid = (await accounts.doc(accountId).get()).data()?.uid;
      return typeof uid === 'string' ? uid : null;
    },

    async saveCheckout(uid: string, checkout: DepositCheckout): Promise<void> {
      await checkouts(uid).doc(checkout.sessionId).set(checkout);
    },

    async checkoutIn(tx: Transaction, uid: string, sessionId: string) {
      return fromSnapshot<DepositCheckout & { id: string }>(
        await tx.get(checkouts(uid).doc(sessionId)),
      );
    },

    /** Reads first, writes after: Firestore transactions read everything before writing. */
    async eventSeen(tx: Transaction, uid: string, eventId: string): Promise<boolean> {
      return (await tx.get(events(uid).doc(eventId))).exists;
    },

    markEvent(tx: Transaction, uid: string, eventId: string, kind: string, now: Date): void {
      tx.create(events(uid).doc(eventId), { kind, at: now });
    },

    async ledgerSeen(tx: Transaction, uid: string, key: string): Promise<boolean> {
      return (await tx.get(ledger(uid).doc(key))).exists;
    },

    /** The key is the movement's idempotency key: a second write of it fails the transaction. */
    writeLedger(tx: Transaction, uid: string, key: string, entry: DepositLedgerEntry): void {
      tx.create(ledger(uid).doc(key), entry);
    },

    /**
     * The artist's format: the zone of payment dates, the locale and currency of notes and
     * bells. Read outside a transaction unless the transaction reads the user anyway: words
     * need no lock on the user document.
     */
    async studio(uid: string, tx?: Transaction): Promise<StudioFormat> {
      const ref = userRef(db, uid);
      const data = (tx ? await tx.get(ref) : await ref.get()).data();
      return { ...studioFormatOf(data), timeZone: artistTimeZone(data) };
    },

    async ledgerEntries(uid: string): Promise<(DepositLedgerEntry & { id: string })[]> {
      const snapshot = await ledger(uid).orderBy('at').get();
      return snapshot.docs.map((d) => fromSnapshot<DepositLedgerEntry & { id: string }>(d)!);
    },

    paymentRef: (uid: string, id: string) => ownCollection(db, uid, 'payments').doc(id),
    appointmentRef: (uid: string, id: string) => appointments(uid).doc(id),

    async paymentByIntent(tx: Transaction, uid: string, paymentIntentId: string) {
      const found = await tx.get(
        ownCollection(db, uid, 'payments').where('stripePaymentIntentId', '==', paymentIntentId),
      );
      const doc = found.docs[0];
      return doc ? fromSnapshot<StoredPayment & { stripeAccountId?: string }>(doc) : null;
    },

    runTransaction: <T>(run: (tx: Transaction) => Promise<T>) => db.runTransaction(run),

    async paymentIn(tx: Transaction, uid: string, id: string) {
      return fromSnapshot<
        StoredPayment & { stripeAccountId?: string; stripePaymentIntentId?: string }
      >(await tx.get(ownCollection(db, uid, 'payments').doc(id)));
    },

    async plainAppointment(tx: Transaction, uid: string, id: string) {
      const snapshot = await tx.get(appointments(uid).doc(id));
      const appointment = fromSnapshot<StoredAppointment>(snapshot);
      return appointment ? { ...appointment, deposit: depositOf(snapshot.data()) } : null;
    },

    /** The project's appointments, to find its last session. */
    async projectAppointments(tx: Transaction, uid: string, projectId: string) {
      const found = await tx.get(appointments(uid).where('projectId', '==', projectId));
      return found.docs.map((d) => ({
        ...fromSnapshot<StoredAppointment>(d)!,
        deposit: depositOf(d.data()),
      }));
    },

    /**
     * Moves a held deposit to another appointment of the same client: its payment, its amount on
     * the calendar and its public link go along; the old appointment keeps its history.
     */
    moveDeposit(
      tx: Transaction,
      uid: string,
      from: DepositAppointment,
      to: StoredAppointment,
      next: { source: AppointmentDeposit; target: AppointmentDeposit; linkHash: string | null },
    ): void {
      tx.update(appointments(uid).doc(from.id), {
        depositCents: FieldValue.delete(),
        depositOutcome: FieldValue.delete(),
        deposit: next.source,
      });
      tx.update(appointments(uid).doc(to.id), {
        depositCents: from.deposit.amountCents,
        deposit: next.target,
        ...(next.linkHash ? { depositLinkHash: next.linkHash } : {}),
      });
      if (from.deposit.paymentId) {
        tx.update(ownCollection(db, uid, 'payments').doc(from.deposit.paymentId), {
          appointmentId: to.id,
        });
      }
      if (next.linkHash) tx.update(links.doc(next.linkHash), { appointmentId: to.id });
    },

    /** A refund of what a paid checkout could not keep, while Stripe decides it (by ledger key). */
    giveBackRef: (uid: string, key: string) => userRef(db, uid).collection('giveBacks').doc(key),

    /** The give-back a refund event is about, by Stripe's refund id; null for any other refund. */
    async giveBackByRefund(uid: string, refundId: string) {
      const found = await userRef(db, uid)
        .collection('giveBacks')
        .where('refundId', '==', refundId)
        .limit(1)
        .get();
      return found.docs[0]?.data() ?? null;
    },
  };
}

export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
/** The artist's user document as stored. */
export type UserData = DocumentData;
export type DepositTransaction = Transaction;

/** An appointment's history line added in a deposit's transaction (issue 43), unread. */
export const withHistoryLine = (...lines: AppointmentHistoryEntry[]) => ({
  history: FieldValue.arrayUnion(...lines),
});

/** One line of a deposit's history. */
export const historyEntry = (at: Date, action: string, note?: string): DepositHistoryEntry =>
  note === undefined ? { at, action } : { at, action, note };
