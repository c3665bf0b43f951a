import type { Firestore, Query } from 'firebase-admin/firestore';

export interface DashboardCounts {
  clients: number;
  completedJobs: number;
  galleryItems: number;
  manualPreviews: number;
}

const count = async (query: Query): Promise<number> => (await query.count().get()).data().count;

/**
 * Count aggregations only: the server counts index entries, so the number of calls (and the
 * documents sent back: none) does not grow with the size of the account.
 */
export function createDashboardRepository(db: Firestore) {
  return {
    async counts(uid: string): Promise<DashboardCounts> {
      const user = db.collection('users').doc(uid);
      const gallery = user.collection('gallery');
      // All items minus manual previews: two equality counts need no extra index, and the
      // offline Firestore server has no '!=' filter.
      const [clients, completedJobs, galleryItems, manualPreviews] = await Promise.all([
        count(user.collection('clients')),
        count(user.collection('jobs').where('status', '==', 'completed')),
        count(gallery),
        count(gallery.where('type', '==', 'manual_body_preview')),
      ]);
      return { clients, completedJobs, galleryItems, manualPreviews };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
