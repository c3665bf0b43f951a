import type { Firestore } from '../adapters/firebase/firebase';
import { createSterilisationRepository } from './sterilisation.repository';

/** Whether a cycle is in the artist's log: a session record may only name one that is. */
export function createCycleLookup(db: Firestore) {
  const log = createSterilisationRepository(db);
  return async (uid: string, cycleId: string) => (await log.cycle(uid, cycleId)) !== null;
}
