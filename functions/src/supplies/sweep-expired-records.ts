import type { Firestore } from '../adapters/firebase/firebase';
import type { Logger } from '../logger';
import { createSessionRecordsRepository } from './session-records.repository';

const BATCH = 200;

/** The daily sweep: a deleted client's session records go once their retention period ended. */
export async function sweepExpiredSessionRecords(deps: {
  db: Firestore;
  clock: () => Date;
  logger: Logger;
}): Promise<number> {
  const sessions = createSessionRecordsRepository(deps.db);
  let removed = 0;
  for (;;) {
    const went = await sessions.removeExpired(deps.clock(), BATCH);
    removed += went;
    if (went < BATCH) break;
  }
  if (removed > 0) deps.logger.info('session_records.expired_removed', { removed });
  return removed;
}
