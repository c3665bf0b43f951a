import type { ConceptState } from '@inkforge/domain';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  fromSnapshot,
  fromSnapshots,
  ownCollection,
  userRef,
} from '../adapters/firebase/documents';

/** users/{uid}/concepts/{id}: one thumbnail sketched for a booking request (issue 46). */
export interface StoredConcept {
  id: string;
  requestId: string;
  imagePath: string;
  thumbPath: string | null;
  state: ConceptState;
  galleryItemId: string | null;
  /** The artist's own gallery items sent as reference images (their ids). */
  referenceIds: string[];
  prompt: string;
  createdAt: Date;
}

export interface ConceptsRepository {
  /** users/{uid}.styleReferences: the artist's chosen gallery item ids ([] when none). */
  styleReferences(uid: string): Promise<string[]>;
  saveStyleReferences(uid: string, ids: string[]): Promise<void>;
  newId(uid: string): string;
  /** The concepts of one sketch, all at once: a sketch is shown whole or not at all. */
  createAll(uid: string, concepts: StoredConcept[]): Promise<void>;
  get(uid: string, id: string): Promise<StoredConcept | null>;
  /** A request's concepts, newest first. */
  listFor(uid: string, requestId: string): Promise<StoredConcept[]>;
  /**
   * Moves a `new` concept to `to` in one transaction, so of two presses only one decides;
   * answers the concept as it was, 'missing', or 'decided' (it was not new).
   */
  decide(
    uid: string,
    id: string,
    to: Exclude<ConceptState, 'new'>,
  ): Promise<StoredConcept | 'missing' | 'decided'>;
  /** Back to `new` (a keep whose gallery save was refused), or the kept item recorded. */
  undecide(uid: string, id: string): Promise<void>;
  recordGalleryItem(uid: string, id: string, galleryItemId: string): Promise<void>;
}

export function createConceptsRepository(db: Firestore): ConceptsRepository {
  const concepts = (uid: string) => ownCollection(db, uid, 'concepts');
  const readIn = async (tx: Transaction, uid: string, id: string) =>
    fromSnapshot<StoredConcept>(await tx.get(concepts(uid).doc(id)));
  return {
    async styleReferences(uid) {
      const ids: unknown = (await userRef(db, uid).get()).data()?.styleReferences;
      return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
    },
    async saveStyleReferences(uid, ids) {
      await userRef(db, uid).set({ styleReferences: ids }, { merge: true });
    },
    newId: (uid) => concepts(uid).doc().id,
    async createAll(uid, list) {
      const batch = db.batch();
      for (const { id, createdAt, ...rest } of list) {
        batch.create(concepts(uid).doc(id), { ...rest, createdAt: Timestamp.fromDate(createdAt) });
      }
      await batch.commit();
    },
    async get(uid, id) {
      return fromSnapshot<StoredConcept>(await concepts(uid).doc(id).get());
    },
    async listFor(uid, requestId) {
      const snapshot = await concepts(uid).where('requestId', '==', requestId).get();
      return fromSnapshots<StoredConcept>(snapshot.docs).sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id),
      );
    },
    decide: (uid, id, to) =>
      db.runTransaction(async (tx) => {
        const stored = await readIn(tx, uid, id);
        if (!stored) return 'missing' as const;
        if (stored.state !== 'new') return 'decided' as const;
        tx.update(concepts(uid).doc(id), { state: to });
        return stored;
      }),
    async undecide(uid, id) {
      await concepts(uid).doc(id).update({ state: 'new', galleryItemId: null });
    },
    async recordGalleryItem(uid, id, galleryItemId) {
      await concepts(uid).doc(id).update({ galleryItemId });
    },
  };
}
