import type { Firestore } from 'firebase-admin/firestore';
import { fromSnapshots, ownCollection, userRef } from '../adapters/firebase/documents';

/** A booking request as the first screen counts it. */
interface WaitingRequest {
  id: string;
  createdAt: Date;
}

/** An inbound text as the first screen counts it (issue 44: `read` is set when the thread is read). */
interface InboundText {
  id: string;
  clientId?: string;
  read?: boolean;
}

/** A flash design as the first screen needs it: its public image and whether it is offered. */
interface FlashImage {
  id: string;
  imagePath: string | null;
  archived?: boolean;
}

/**
 * The dashboard's own reads beyond the client records (those come through the clients' front
 * door): the user document, requests waiting, unread texts and flash. Every read is under
 * users/{uid}: another artist's records are not on the path.
 */
export function createTodayRepository(db: Firestore) {
  return {
    async user(uid: string): Promise<Record<string, unknown> | undefined> {
      return (await userRef(db, uid).get()).data();
    },
    async waitingRequests(uid: string): Promise<WaitingRequest[]> {
      const snap = await ownCollection(db, uid, 'bookingRequests')
        .where('status', '==', 'pending')
        .select('createdAt')
        .get();
      return fromSnapshots<WaitingRequest>(snap.docs);
    },
    async unreadTexts(uid: string): Promise<InboundText[]> {
      // One equality filter (no composite index): `read` is absent until the thread is opened.
      const snap = await ownCollection(db, uid, 'texts')
        .where('direction', '==', 'in')
        .select('clientId', 'read')
        .get();
      return fromSnapshots<InboundText>(snap.docs).filter((t) => t.read !== true);
    },
    /** The first day's answers: zone, currency, country, and the one studio name and address. */
    async saveStudio(
      uid: string,
      studio: {
        country: string;
        timezone: string;
        currency: string;
        studioName: string;
        address: string;
      },
      now: Date,
    ): Promise<void> {
      await userRef(db, uid).set(
        {
          country: studio.country,
          timezone: studio.timezone,
          currency: studio.currency,
          publicProfile: { studioName: studio.studioName, address: studio.address },
          reminderSettings: { studioName: null, studioAddress: null },
          studioConfirmedAt: now,
          updatedAt: now,
        },
        { merge: true },
      );
    },
    async flash(uid: string): Promise<FlashImage[]> {
      const snap = await ownCollection(db, uid, 'flash').select('imagePath', 'archived').get();
      return fromSnapshots<FlashImage>(snap.docs);
    },
  };
}

export type TodayRepository = ReturnType<typeof createTodayRepository>;
