import type { Firestore } from 'firebase-admin/firestore';
import type { SupplyState } from '@inkforge/domain';
import { fromSnapshot, fromSnapshots, ownCollection } from '../adapters/firebase/documents';
import type { StoredSupply } from './stored';

type NewSupply = Omit<StoredSupply, 'id'>;

/** The shelf: users/{uid}/supplies. */
export interface SuppliesRepository {
  create(uid: string, supply: NewSupply): Promise<StoredSupply>;
  list(uid: string): Promise<StoredSupply[]>;
  get(uid: string, id: string): Promise<StoredSupply | null>;
  getMany(uid: string, ids: readonly string[]): Promise<(StoredSupply | null)[]>;
  /** Null: no such supply; 'recalled': a recalled lot cannot be reopened or finished. */
  setState(
    uid: string,
    id: string,
    state: SupplyState,
    now: Date,
  ): Promise<StoredSupply | 'recalled' | null>;
  /**
   * Marks the supply and every supply of the same lot recalled, in one transaction; the first
   * recall's time stays (it keys the notices, so pressing twice is one recall). Null: missing.
   */
  recall(uid: string, id: string, now: Date): Promise<StoredSupply | null>;
}

export function createSuppliesRepository(db: Firestore): SuppliesRepository {
  const col = (uid: string) => ownCollection(db, uid, 'supplies');
  return {
    async create(uid, supply) {
      const ref = col(uid).doc();
      await ref.create(supply);
      return { ...supply, id: ref.id };
    },
    async list(uid) {
      return fromSnapshots<StoredSupply>((await col(uid).get()).docs);
    },
    async get(uid, id) {
      return fromSnapshot<StoredSupply>(await col(uid).doc(id).get());
    },
    async getMany(uid, ids) {
      if (ids.length === 0) return [];
      const snaps = await db.getAll(...ids.map((id) => col(uid).doc(id)));
      return snaps.map((s) => fromSnapshot<StoredSupply>(s));
    },
    setState(uid, id, state, now) {
      return db.runTransaction(async (tx) => {
        const ref = col(uid).doc(id);
        const supply = fromSnapshot<StoredSupply>(await tx.get(ref));
        if (!supply) return null;
        if (supply.state === 'recalled' && state !== 'recalled') return 'recalled';
        if (supply.state === state) return supply;
        const recalledAt = state === 'recalled' ? now : supply.recalledAt;
        tx.update(ref, { state, recalledAt, updatedAt: now });
        return { ...supply, state, recalledAt };
      });
    },
    recall(uid, id, now) {
      return db.runTransaction(async (tx) => {
        const ref = col(uid).doc(id);
        const supply = fromSnapshot<StoredSupply>(await tx.get(ref));
        if (!supply) return null;
        const recalledAt =
          supply.state === 'recalled' && supply.recalledAt ? supply.recalledAt : now;
        const sameLot = fromSnapshots<StoredSupply>(
          (await tx.get(col(uid).where('lotKey', '==', supply.lotKey))).docs,
        );
        for (const s of sameLot) {
          if (s.state === 'recalled') continue;
          tx.update(col(uid).doc(s.id), { state: 'recalled', recalledAt, updatedAt: now });
        }
        return { ...supply, state: 'recalled' as const, recalledAt };
      });
    },
  };
}
