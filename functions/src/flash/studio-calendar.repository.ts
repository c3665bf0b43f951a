import type { Availability, BusyTime } from '@inkforge/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { createFlashRepository } from './flash.repository';

/**
 * The artist's open-times calendar for other doors (issue 49: a client moving a booking): the
 * rules beside the working hours, and what is busy — appointments and live flash holds — read
 * the way a hold reads them. `inTransaction` reads the calendar lock first and `claim` writes
 * it, so a move and a hold (or two moves) for the same time serialise as two holds do.
 */
export function createStudioCalendar(db: Firestore) {
  const flash = createFlashRepository(db);
  return {
    availability: (uid: string): Promise<Availability> => flash.availabilityOf(uid),
    busy: (uid: string, from: Date, to: Date, now: Date): Promise<BusyTime[]> =>
      flash.busyBetween(uid, from, to, now),
    async inTransaction(tx: Transaction, uid: string, from: Date, to: Date, now: Date) {
      await tx.get(flash.lockRef(uid));
      const busy = await flash.busyBetween(uid, from, to, now, tx);
      return { busy, claim: () => tx.set(flash.lockRef(uid), { changedAt: now }) };
    },
  };
}

export type StudioCalendar = ReturnType<typeof createStudioCalendar>;
