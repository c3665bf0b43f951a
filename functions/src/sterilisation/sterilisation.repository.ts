import type { Firestore } from 'firebase-admin/firestore';
import { fromSnapshot, fromSnapshots, ownCollection } from '../adapters/firebase/documents';
import type { StoredCycle, StoredSporeTest } from './stored';

/** The sterilisation log: users/{uid}/sterilisationCycles and users/{uid}/sporeTests. */
export interface SterilisationRepository {
  addCycle(uid: string, cycle: Omit<StoredCycle, 'id'>): Promise<StoredCycle>;
  cycle(uid: string, id: string): Promise<StoredCycle | null>;
  cycles(uid: string, machineKey?: string): Promise<StoredCycle[]>;
  addTest(uid: string, test: Omit<StoredSporeTest, 'id'>): Promise<StoredSporeTest>;
  tests(uid: string, machineKey?: string): Promise<StoredSporeTest[]>;
}

export function createSterilisationRepository(db: Firestore): SterilisationRepository {
  const cycles = (uid: string) => ownCollection(db, uid, 'sterilisationCycles');
  const tests = (uid: string) => ownCollection(db, uid, 'sporeTests');
  return {
    async addCycle(uid, cycle) {
      const ref = cycles(uid).doc();
      await ref.create(cycle);
      return { ...cycle, id: ref.id };
    },
    async cycle(uid, id) {
      return fromSnapshot<StoredCycle>(await cycles(uid).doc(id).get());
    },
    async cycles(uid, machineKey) {
      const col = cycles(uid);
      const snap = await (machineKey ? col.where('machineKey', '==', machineKey) : col).get();
      return fromSnapshots<StoredCycle>(snap.docs);
    },
    async addTest(uid, test) {
      const ref = tests(uid).doc();
      await ref.create(test);
      return { ...test, id: ref.id };
    },
    async tests(uid, machineKey) {
      const col = tests(uid);
      const snap = await (machineKey ? col.where('machineKey', '==', machineKey) : col).get();
      return fromSnapshots<StoredSporeTest>(snap.docs);
    },
  };
}
