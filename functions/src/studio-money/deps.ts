import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioRecords, type StudioRecords } from '../clients';
import { createStudioDirectory, type StudioDirectory } from '../studios';

/** What the studio's money operations need: the door, and the artists' records to read. */
export interface StudioMoneyDeps {
  studios: StudioDirectory;
  records: StudioRecords;
  clock: () => Date;
}

export function createStudioMoneyDeps(deps: { db: Firestore; clock: () => Date }): StudioMoneyDeps {
  return {
    studios: createStudioDirectory(deps.db, deps.clock),
    records: createStudioRecords(deps.db),
    clock: deps.clock,
  };
}
