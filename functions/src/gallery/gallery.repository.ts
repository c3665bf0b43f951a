import { GALLERY_TYPES, type GalleryCounts, type GalleryType } from '@inkforge/domain';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { GalleryPosition } from './gallery-cursor';

/** users/{uid}/gallery/{id}: the stored value is the object path, never a URL. */
export interface StoredGalleryItem {
  id: string;
  type: GalleryType;
  imagePath: string;
  /** The small WebP; null for items saved before thumbnails existed. */
  thumbPath: string | null;
  prompt: string | null;
  title: string | null;
  generationType: string | null;
  clientName: string | null;
  clientId: string | null;
  createdAt: Date;
}

export interface UserPlanFacts {
  role: string;
  currentPlan: string | null;
  galleryCount: number;
}

export type AddOutcome = { added: true } | { added: false; current: number; limit: number };

export interface GalleryRepository {
  planFacts(uid: string): Promise<UserPlanFacts | null>;
  /**
   * Adds the item only while the user's gallery count is below the limit, in one transaction
   * with the count on the user document, so concurrent saves never pass the limit.
   */
  addWithinLimit(
    uid: string,
    item: StoredGalleryItem,
    limitOf: (facts: UserPlanFacts) => number,
  ): Promise<AddOutcome>;
  /**
   * Up to `limit` items, newest first, after `after` (ties on the time broken by id, so the
   * order is total and a cursor walk sees every item once); `more` says whether any follow.
   */
  page(
    uid: string,
    limit: number,
    after?: GalleryPosition,
  ): Promise<{ items: StoredGalleryItem[]; more: boolean }>;
  /** Items per type: count aggregations, no documents read. */
  counts(uid: string): Promise<GalleryCounts>;
  get(uid: string, id: string): Promise<StoredGalleryItem | null>;
  /** Deletes the item and lowers the count; false when it did not exist. */
  remove(uid: string, id: string): Promise<boolean>;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function factsOf(data: Record<string, unknown>): UserPlanFacts {
  return {
    role: typeof data.role === 'string' ? data.role : 'free',
    currentPlan: text(data.currentPlan),
    galleryCount: count(data.galleryCount),
  };
}

function toItem(id: string, data: Record<string, unknown>): StoredGalleryItem {
  return {
    id,
    type: data.type as GalleryType,
    imagePath: String(data.imagePath ?? ''),
    thumbPath: text(data.thumbPath),
    prompt: text(data.prompt),
    title: text(data.title),
    generationType: text(data.generationType),
    clientName: text(data.clientName),
    clientId: text(data.clientId),
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0),
  };
}

export function createGalleryRepository(db: Firestore): GalleryRepository {
  const user = (uid: string) => db.collection('users').doc(uid);
  const items = (uid: string) => user(uid).collection('gallery');

  return {
    async planFacts(uid) {
      const data = (await user(uid).get()).data();
      return data ? factsOf(data) : null;
    },

    addWithinLimit: (uid, item, limitOf) =>
      db.runTransaction(async (tx) => {
        const data = (await tx.get(user(uid))).data() ?? {};
        const facts = factsOf(data);
        const limit = limitOf(facts);
        if (facts.galleryCount >= limit) {
          return { added: false, current: facts.galleryCount, limit } as const;
        }
        const { id, createdAt, ...rest } = item;
        tx.create(items(uid).doc(id), { ...rest, createdAt: Timestamp.fromDate(createdAt) });
        tx.set(user(uid), { galleryCount: facts.galleryCount + 1 }, { merge: true });
        return { added: true } as const;
      }),

    async page(uid, limit, after) {
      let query = items(uid).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
      if (after) query = query.startAfter(Timestamp.fromDate(after.createdAt), after.id);
      // One more than asked says whether another page exists without a second query.
      const snapshot = await query.limit(limit + 1).get();
      const docs = snapshot.docs.slice(0, limit);
      return {
        items: docs.map((doc) => toItem(doc.id, doc.data())),
        more: snapshot.docs.length > limit,
      };
    },

    async counts(uid) {
      const counted = await Promise.all(
        GALLERY_TYPES.map(async (type) => {
          const snap = await items(uid).where('type', '==', type).count().get();
          return [type, snap.data().count] as const;
        }),
      );
      return Object.fromEntries(counted) as GalleryCounts;
    },

    async get(uid, id) {
      const data = (await items(uid).doc(id).get()).data();
      return data ? toItem(id, data) : null;
    },

    remove: (uid, id) =>
      db.runTransaction(async (tx) => {
        const [itemSnap, userSnap] = await Promise.all([
          tx.get(items(uid).doc(id)),
          tx.get(user(uid)),
        ]);
        if (!itemSnap.exists) return false;
        tx.delete(itemSnap.ref);
        const current = count(userSnap.data()?.galleryCount);
        tx.set(user(uid), { galleryCount: Math.max(0, current - 1) }, { merge: true });
        return true;
      }),
  };
}
