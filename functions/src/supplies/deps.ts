import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioRecords, type StudioRecords } from '../clients';
import type { Logger } from '../logger';
import {
  createRecordSettingsRepository,
  type RecordSettingsRepository,
} from './record-settings.repository';
import {
  createSessionRecordsRepository,
  type SessionRecordsRepository,
} from './session-records.repository';
import { createSuppliesRepository, type SuppliesRepository } from './supplies.repository';

/** A recall notice to queue: one per client, on their newest session that used the lot. */
export interface RecallMail {
  appointmentId: string;
  /** The recall's time: with the appointment it keys the mail, so each client gets it once. */
  recalledAt: Date;
  /** The artist's words. */
  note: string;
  /** The product as the client reads it: brand, name and lot. */
  product: string;
}

/** Told after a new version of a session record was saved (the ink passport mails it). */
type SessionRecordedHook = (uid: string, appointmentId: string, version: number) => Promise<void>;

/** What the shelf, the session records and recall need. */
export interface SuppliesDeps {
  supplies: SuppliesRepository;
  sessions: SessionRecordsRepository;
  settings: RecordSettingsRepository;
  /** The studio's appointments and clients, read through clients/. */
  records: StudioRecords;
  /** Whether a steriliser cycle is in the artist's log (the sterilisation area answers). */
  cycleExists: (uid: string, cycleId: string) => Promise<boolean>;
  /** Queues and sends the recall notices through the clients' mail outbox. */
  mailRecall: (uid: string, mails: readonly RecallMail[]) => Promise<void>;
  onSessionRecorded?: SessionRecordedHook;
  clock: () => Date;
  logger: Logger;
}

export function createSuppliesDeps(
  deps: { db: Firestore } & Omit<SuppliesDeps, 'supplies' | 'sessions' | 'settings' | 'records'>,
): SuppliesDeps {
  const { db, ...handles } = deps;
  return {
    supplies: createSuppliesRepository(db),
    sessions: createSessionRecordsRepository(db),
    settings: createRecordSettingsRepository(db),
    records: createStudioRecords(db),
    ...handles,
  };
}
