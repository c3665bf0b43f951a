import type { Firestore } from '../adapters/firebase/firebase';
import { createFlashRepository } from './flash.repository';
import { remainingOf } from './to-api';

/** How many flash designs a client could book now: not archived, not sold out. */
export async function countBookableFlash(db: Firestore, uid: string): Promise<number> {
  return (await createFlashRepository(db).list(uid)).filter(
    (f) => !f.archived && remainingOf(f) !== 0,
  ).length;
}
