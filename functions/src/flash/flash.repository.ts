import {
  storedAvailability,
  type Availability,
  type BusyTime,
  type FlashAvailability,
} from '@inkforge/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { fromSnapshot, fromSnapshots, userRef } from '../adapters/firebase/documents';
import { appointmentTimesBetween } from '../clients';

/** users/{uid}/flash/{id}: a gallery design offered to clients at set sizes and prices. */
export interface StoredFlash {
  id: string;
  galleryItemId: string;
  /** The design's public image: a re-encoded copy with no metadata (Storage path). */
  imagePath: string | null;
  title: string;
  description?: string;
  tags: string[];
  variants: { sizeCm: number; priceCents: number; duration: number }[];
  /** ISO 4217 of the prices: the studio's when they were set (absent on older flash). */
  currency?: string;
  availability: FlashAvailability;
  limit?: number;
  /** Paid bookings so far. */
  sold: number;
  archived: boolean;
  order: number;
  createdAt: Date;
}

/** users/{uid}/holds/{id}: a time held for a client while they pay (issue 38). */
export interface StoredHold {
  id: string;
  flashId: string;
  variant: number;
  start: Date;
  end: Date;
  expiresAt: Date;
  status: 'held' | 'booked' | 'released' | 'expired';
  /** SHA-256 of the client's key to release it. */
  tokenHash: string;
  client: { name: string; email: string; phone?: string };
  depositCents: number;
  priceCents: number;
  currency: string;
  /** The deposit policy as the client accepted it before paying. */
  policy: { text: string; version: number };
  timezone: string;
  sessionId?: string;
  accountId?: string;
  appointmentId?: string;
  createdAt: Date;
  /**
   * When Firestore's TTL policy deletes it (firestore.indexes.json, holds.retireAt): a week
   * after the hold ends, past Stripe's three days of webhook retries; a booking lives on in its
   * appointment. Absent on holds made before it existed.
   */
  retireAt?: Date;
  /** Paid by a delayed method whose outcome Stripe has not sent yet: held until then. */
  paymentPending?: boolean;
}

/** How long after its end a hold is kept before the TTL policy deletes it. */
export const RETIRE_AFTER_MS = 7 * 86_400_000;

/** Statuses of appointments that no longer take the artist's time. */
const FREE_STATUSES = new Set(['cancelled', 'no_show']);

/**
 * Flash, availability and holds. Every hold is decided in a transaction that first reads and
 * then writes the artist's calendar lock (users/{uid}/locks/calendar): two holds at once
 * conflict there, so the second one re-reads the first and finds its time taken.
 */
export function createFlashRepository(db: Firestore) {
  const flash = (uid: string) => userRef(db, uid).collection('flash');
  const holds = (uid: string) => userRef(db, uid).collection('holds');
  const lock = (uid: string) => userRef(db, uid).collection('locks').doc('calendar');

  async function availabilityOf(uid: string): Promise<Availability> {
    return storedAvailability((await userRef(db, uid).get()).get('availability'));
  }

  /** Appointments and live holds between two instants, as the transaction (or a read) sees them. */
  async function busyBetween(
    uid: string,
    from: Date,
    to: Date,
    now: Date,
    tx?: Transaction,
  ): Promise<BusyTime[]> {
    const day = 24 * 3_600_000;
    // Live holds only (composite index status + expiresAt): ended ones are never read again.
    const holdsQuery = holds(uid).where('status', '==', 'held').where('expiresAt', '>', now);
    const [appointments, held] = await Promise.all([
      appointmentTimesBetween(
        db,
        uid,
        new Date(from.getTime() - day),
        new Date(to.getTime() + day),
        tx,
      ),
      tx ? tx.get(holdsQuery) : holdsQuery.get(),
    ]);
    const busy: BusyTime[] = [];
    for (const { status, start, durationMinutes } of appointments) {
      if (FREE_STATUSES.has(status) || !start) continue;
      busy.push({ start, end: new Date(start.getTime() + durationMinutes * 60_000) });
    }
    for (const hold of fromSnapshots<StoredHold>(held.docs)) {
      busy.push({ start: hold.start, end: hold.end });
    }
    return busy;
  }

  return {
    availabilityOf,
    busyBetween,

    async saveAvailability(uid: string, availability: Availability, now: Date): Promise<void> {
      await userRef(db, uid).set({ availability, updatedAt: now }, { merge: true });
    },

    async list(uid: string): Promise<StoredFlash[]> {
      const snapshot = await flash(uid).get();
      return fromSnapshots<StoredFlash>(snapshot.docs).sort(
        (a, b) => a.order - b.order || a.createdAt.getTime() - b.createdAt.getTime(),
      );
    },

    async get(uid: string, id: string): Promise<StoredFlash | null> {
      return fromSnapshot<StoredFlash>(await flash(uid).doc(id).get());
    },

    newId: (uid: string) => flash(uid).doc().id,

    async create(uid: string, id: string, value: Omit<StoredFlash, 'id'>): Promise<void> {
      await flash(uid).doc(id).create(value);
    },

    async update(uid: string, id: string, fields: Partial<StoredFlash>): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const ref = flash(uid).doc(id);
        if (!(await tx.get(ref)).exists) return false;
        tx.update(ref, fields);
        return true;
      });
    },

    async remove(uid: string, id: string): Promise<StoredFlash | null> {
      return db.runTransaction(async (tx) => {
        const ref = flash(uid).doc(id);
        const found = fromSnapshot<StoredFlash>(await tx.get(ref));
        if (found) tx.delete(ref);
        return found;
      });
    },

    /**
     * Holds a time for a client, or says why not: the time overlaps another appointment or a
     * live hold (with the buffer), or the flash has no copy left (paid ones plus live holds).
     * `admit` sees the fresh busy times and throws to refuse.
     */
    async hold(
      uid: string,
      hold: Omit<StoredHold, 'id' | 'createdAt'>,
      now: Date,
      admit: (busy: BusyTime[], flash: StoredFlash | null, liveHolds: number) => void,
    ): Promise<StoredHold> {
      return db.runTransaction(async (tx) => {
        await tx.get(lock(uid));
        const [busy, found, live] = await Promise.all([
          busyBetween(uid, hold.start, hold.end, now, tx),
          tx.get(flash(uid).doc(hold.flashId)).then((s) => fromSnapshot<StoredFlash>(s)),
          tx.get(
            holds(uid)
              .where('flashId', '==', hold.flashId)
              .where('status', '==', 'held')
              .where('expiresAt', '>', now),
          ),
        ]);
        admit(busy, found, live.size);
        const ref = holds(uid).doc();
        const retireAt = new Date(hold.expiresAt.getTime() + RETIRE_AFTER_MS);
        tx.set(lock(uid), { changedAt: now });
        tx.create(ref, { ...hold, createdAt: now, retireAt });
        return { ...hold, id: ref.id, createdAt: now, retireAt };
      });
    },

    async attachCheckout(uid: string, id: string, sessionId: string, accountId: string) {
      await holds(uid).doc(id).update({ sessionId, accountId });
    },

    async holdByToken(uid: string, tokenHash: string): Promise<StoredHold | null> {
      const found = await holds(uid).where('tokenHash', '==', tokenHash).limit(1).get();
      return found.docs[0] ? fromSnapshot<StoredHold>(found.docs[0]) : null;
    },

    /** A hold by its id (the checkout's return address names it); null for none. */
    async holdById(uid: string, id: string): Promise<StoredHold | null> {
      return fromSnapshot<StoredHold>(await holds(uid).doc(id).get());
    },

    /** Lets a held time go (the client left, or its checkout failed); false if not held. */
    async release(uid: string, id: string, status: 'released' | 'expired'): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const ref = holds(uid).doc(id);
        const hold = fromSnapshot<StoredHold>(await tx.get(ref));
        if (hold?.status !== 'held') return false;
        tx.update(ref, { status });
        tx.set(lock(uid), { changedAt: FieldValue.serverTimestamp() });
        return true;
      });
    },

    holdRef: (uid: string, id: string) => holds(uid).doc(id),
    flashRef: (uid: string, id: string) => flash(uid).doc(id),
    lockRef: lock,
  };
}

export type FlashRepository = ReturnType<typeof createFlashRepository>;
