import type { Firestore } from '../adapters/firebase/firebase';
import type { Logger } from '../logger';
import { createStudioAccess, type StudioDoor } from './studio-access';
import { createStudiosRepository, type StudiosRepository } from './studios.repository';

/** What the studio operations need. */
export interface StudiosDeps {
  db: Firestore;
  studios: StudiosRepository;
  door: StudioDoor;
  clock: () => Date;
  logger: Logger;
}

export function createStudiosDeps(deps: {
  db: Firestore;
  clock: () => Date;
  logger: Logger;
}): StudiosDeps {
  const studios = createStudiosRepository(deps.db);
  return { ...deps, studios, door: createStudioAccess(studios, deps.clock) };
}
