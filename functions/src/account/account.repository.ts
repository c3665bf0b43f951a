import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { USER_SUBCOLLECTIONS } from './user-collections';

/** Firestore allows 500 writes per batch; smaller pages keep each commit quick. */
const PAGE = 300;

async function deleteAll(db: Firestore, collection: CollectionReference): Promise<number> {
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

export function createAccountRepository(db: Firestore) {
  const userRef = (uid: string) => db.collection('users').doc(uid);
  return {
    /** The caller's Stripe subscription and customer, if any, before the data goes. */
    async billingIds(uid: string): Promise<{ subscriptionId: string | null }> {
      const data = (await userRef(uid).get()).data() ?? {};
      const id: unknown = data.stripeSubscriptionId;
      return { subscriptionId: typeof id === 'string' && id ? id : null };
    },

    /** Deletes every known subcollection page by page, then the user document itself. */
    async deleteUserData(uid: string): Promise<number> {
      let deleted = 0;
      for (const name of USER_SUBCOLLECTIONS) {
        deleted += await deleteAll(db, userRef(uid).collection(name));
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
      const user = await userRef(uid).get();
      return counts.reduce((sum, n) => sum + n, 0) + (user.exists ? 1 : 0);
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
