import type { IntakeStatus } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { createBookReads, type BookReads } from './book-reads.repository';
import { createClientsRepository } from './clients.repository';
import { getIntakeStatus } from './get-intake-status';
import { intakePdfFile } from './intake-file';
import { createIntakeRepository } from './intake.repository';
import { createRecordsRepository } from './records.repository';

/**
 * What a studio's client book reads of one artist's records (issue 43), after the studio's
 * door said yes: the whole book (the stored clients carry medical fields: the caller answers
 * without them), and one appointment's intake form (answers or PDF) for a reader the studio
 * allowed. The caller logs every read of a signed form.
 */
export interface ClientBook extends BookReads {
  /** The open link's expiry and the signed form, if any; 404 APPOINTMENT_NOT_FOUND. */
  intake(uid: string, appointmentId: string): Promise<IntakeStatus>;
  intakePdf(uid: string, appointmentId: string): Promise<{ bytes: Uint8Array; fileName: string }>;
}

export function createClientBook(db: Firestore): ClientBook {
  const deps = {
    intakes: createIntakeRepository(db),
    records: createRecordsRepository(db),
    clients: createClientsRepository(db),
  };
  return {
    ...createBookReads(db),
    intake: (uid, appointmentId) => getIntakeStatus(deps, uid, appointmentId),
    intakePdf: (uid, appointmentId) => intakePdfFile(deps, uid, appointmentId),
  };
}
