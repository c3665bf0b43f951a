import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioRecords, type StudioRecords } from '../clients';
import { createSessionRecordReads, type SessionRecordReads } from '../ink-passport';

/** What the inspector's report reads: session records, their appointments, consent forms. */
export interface ComplianceDeps {
  db: Firestore;
  studio: Pick<StudioRecords, 'appointment' | 'intakeStatus'>;
  records: SessionRecordReads;
  clock: () => Date;
}

export function createComplianceDeps(db: Firestore, clock: () => Date): ComplianceDeps {
  return { db, studio: createStudioRecords(db), records: createSessionRecordReads(db), clock };
}
