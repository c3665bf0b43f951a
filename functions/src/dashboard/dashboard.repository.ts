import { EDIT_KINDS } from '@inkforge/domain';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { createStudioRecords } from '../clients';

export interface DashboardCounts {
  clients: number;
  /** Designs generated: completed jobs that are no AI edit. */
  completedJobs: number;
  galleryItems: number;
}

const count = async (query: Query): Promise<number> => (await query.count().get()).data().count;

/**
 * Count aggregations only: the server counts index entries, so the number of calls (and the
 * documents sent back: none) does not grow with the size of the account.
 */
export function createDashboardRepository(db: Firestore) {
  const studio = createStudioRecords(db);
  return {
    async counts(uid: string): Promise<DashboardCounts> {
      const user = db.collection('users').doc(uid);
      const gallery = user.collection('gallery');
      const completed = user.collection('jobs').where('status', '==', 'completed');
      // Completed jobs minus AI edits (they are no designs): equality counts need no extra
      // index, and the offline Firestore server has no '!=' filter. The gallery counts every
      // item it lists, manual previews included, so the card and the gallery agree.
      const [clients, completedJobs, completedEdits, galleryItems] = await Promise.all([
        studio.clientCount(uid),
        count(completed),
        count(completed.where('kind', 'in', [...EDIT_KINDS])),
        count(gallery),
      ]);
      return {
        clients,
        completedJobs: completedJobs - completedEdits,
        galleryItems,
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
