import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioRecords, type StudioRecords } from '../clients';
import { createSessionRecordReads, type SessionRecordReads } from './session-records.repository';

/** What the ink passport reads: the appointment and client, the session record, the artist. */
export interface InkPassportDeps {
  db: Firestore;
  studio: Pick<StudioRecords, 'appointment' | 'client'>;
  records: SessionRecordReads;
  clock: () => Date;
}

/** The passport's reads, built from `db` by this area and by the client's page. */
export function createInkPassportDeps(db: Firestore, clock: () => Date): InkPassportDeps {
  return { db, studio: createStudioRecords(db), records: createSessionRecordReads(db), clock };
}
