import { EDIT_KINDS } from '@inkforge/domain';
import type { Firestore, Query } from 'firebase-admin/firestore';

export interface DashboardCounts {
  clients: number;
  /** Designs generated: completed jobs that are no AI edit. */
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
      const completed = user.collection('jobs').where('status', '==', 'completed');
      // All items minus manual previews, and completed jobs minus AI edits (they are no
      // designs): equality counts need no extra index, and the offline Firestore server has
      // no '!=' filter.
      const [clients, completedJobs, completedEdits, galleryItems, manualPreviews] =
        await Promise.all([
          count(user.collection('clients')),
          count(completed),
          count(completed.where('kind', 'in', [...EDIT_KINDS])),
          count(gallery),
          count(gallery.where('type', '==', 'manual_body_preview')),
        ]);
      return {
        clients,
        completedJobs: completedJobs - completedEdits,
        galleryItems,
        manualPreviews,
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
