import type { Firestore } from '../adapters/firebase/firebase';
import { createSessionFinder, type SessionFinder } from '../supplies';
import {
  createSterilisationRepository,
  type SterilisationRepository,
} from './sterilisation.repository';

/** What the sterilisation log needs: its records, and the sessions that used a cycle. */
export interface SterilisationDeps {
  log: SterilisationRepository;
  sessions: SessionFinder;
  clock: () => Date;
}

export function createSterilisationDeps(deps: {
  db: Firestore;
  clock: () => Date;
}): SterilisationDeps {
  return {
    log: createSterilisationRepository(deps.db),
    sessions: createSessionFinder(deps.db),
    clock: deps.clock,
  };
}
