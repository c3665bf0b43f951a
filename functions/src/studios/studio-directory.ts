import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioAccess } from './studio-access';
import { createStudiosRepository } from './studios.repository';

/**
 * What other areas may ask of studios: the door (a caller's role, checked on every call) and
 * the members and studio records read through it. Built from `db` by the caller.
 */
export function createStudioDirectory(db: Firestore, clock: () => Date) {
  const repo = createStudiosRepository(db);
  return {
    door: createStudioAccess(repo, clock),
    studio: repo.studio,
    members: repo.members,
    member: repo.member,
    studioIdOf: repo.studioIdOf,
    studioIdBySlug: repo.studioIdBySlug,
  };
}

export type StudioDirectory = ReturnType<typeof createStudioDirectory>;
