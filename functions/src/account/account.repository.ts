import type { Firestore, Query } from 'firebase-admin/firestore';
import { tombstoneRef } from '../users/tombstone.repository';
import { deleteStudioData } from './studio-data.repository';
import { USER_SUBCOLLECTIONS } from './user-collections';

/** Firestore allows 500 writes per batch; smaller pages keep each commit quick. */
const PAGE = 300;

async function deleteAll(db: Firestore, collection: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    // Always the first page: what the previous round deleted is gone, so no cursor is needed
    // (the offline server ignores offset and startAfter anyway).
    const page = await collection.limit(PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}

/**
 * Top-level collections whose rows name their account in a `uid` field. The public links
 * (calendar feed, intake and approval) are among them: each would keep answering after the
 * account is gone.
 */
const OWNED_ROWS = [
  'usernames',
  'jobDeadlines',
  'outboxDue',
  'calendarFeeds',
  'intakeLinks',
  'approvalLinks',
  'healedPhotoLinks',
  'depositLinks',
  'connectAccounts',
  'portalLinks',
  'textsDue',
  'textSids',
  'textRoutes',
  'sessionRecordExpiries',
  'questionLinks',
] as const;

export function createAccountRepository(db: Firestore) {
  const userRef = (uid: string) => db.collection('users').doc(uid);
  return {
    /** The caller's Stripe subscription and customer, if any, before the data goes. */
    async billingIds(uid: string): Promise<{ subscriptionId: string | null }> {
      const data = (await userRef(uid).get()).data() ?? {};
      const id: unknown = data.stripeSubscriptionId;
      return { subscriptionId: typeof id === 'string' && id ? id : null };
    },

    /**
     * The first step of a deletion: the tombstone (kept) and a mark on the user document, in
     * one batch. From then on no credit moves (the ledger reads the mark), no job claims or
     * completes (they read the tombstone) and no first sign-in recreates the document.
     */
    /** The studio the account owns (deleted with it), if any. */
    async ownedStudioId(uid: string): Promise<string | null> {
      const studioId = (await db.collection('studioMemberships').doc(uid).get()).get('studioId');
      if (typeof studioId !== 'string') return null;
      const owner = (await db.collection('studios').doc(studioId).get()).get('ownerUid');
      return owner === uid ? studioId : null;
    },

    async markDeleted(uid: string, now: Date): Promise<void> {
      const batch = db.batch();
      batch.set(tombstoneRef(db, uid), { deletedAt: now });
      batch.set(userRef(uid), { deletedAt: now }, { merge: true });
      await batch.commit();
    },

    /**
     * Deletes every known subcollection page by page, the account's rows in top-level
     * collections (username reservations, job deadlines, public links), then the user document.
     */
    async deleteUserData(uid: string): Promise<number> {
      // The account's place in a studio first: an owner's studio goes with them.
      let deleted = await deleteStudioData(db, uid);
      for (const name of USER_SUBCOLLECTIONS) {
        deleted += await deleteAll(db, userRef(uid).collection(name));
      }
      for (const name of OWNED_ROWS) {
        deleted += await deleteAll(db, db.collection(name).where('uid', '==', uid));
      }
      await userRef(uid).delete();
      return deleted + 1;
    },

    /** For tests and checks: how many documents remain under `users/{uid}`. */
    async remainingDocuments(uid: string): Promise<number> {
      const counts = await Promise.all(
        USER_SUBCOLLECTIONS.map(async (name) => {
          const snapshot = await userRef(uid).collection(name).count().get();
          return snapshot.data().count;
        }),
      );
      const rows = await Promise.all(
        OWNED_ROWS.map(async (name) => {
          const snapshot = await db.collection(name).where('uid', '==', uid).count().get();
          return snapshot.data().count;
        }),
      );
      const user = await userRef(uid).get();
      const studio = await db.collection('studioMemberships').doc(uid).get();
      const single = (user.exists ? 1 : 0) + (studio.exists ? 1 : 0);
      return [...counts, ...rows].reduce((sum, n) => sum + n, 0) + single;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
