import type { ApiAffectedSession } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioRecords } from '../clients';
import { affectedSessions } from './affected-sessions';
import { createSessionRecordsRepository } from './session-records.repository';
import type { SessionRecordVersion, StoredSessionRecord } from './stored';

/** The session records as other areas read them (the sterilisation log, the passport, the report). */
export interface SessionFinder {
  /** Sessions whose current record names one of these steriliser cycles, newest first. */
  usingCycles(uid: string, cycleIds: readonly string[]): Promise<ApiAffectedSession[]>;
  /** The current version of one session's record, and its earlier versions (newest first). */
  record(
    uid: string,
    appointmentId: string,
  ): Promise<{ current: StoredSessionRecord; versions: SessionRecordVersion[] } | null>;
  /** The current records of the sessions that started in [from, until). */
  recordedBetween(uid: string, from: Date, until: Date): Promise<StoredSessionRecord[]>;
}

export function createSessionFinder(db: Firestore): SessionFinder {
  const sessions = createSessionRecordsRepository(db);
  const records = createStudioRecords(db);
  return {
    async usingCycles(uid, cycleIds) {
      if (cycleIds.length === 0) return [];
      return affectedSessions(records, uid, await sessions.withCycles(uid, cycleIds));
    },
    async record(uid, appointmentId) {
      const current = await sessions.get(uid, appointmentId);
      return current ? { current, versions: await sessions.versions(uid, appointmentId) } : null;
    },
    recordedBetween: (uid, from, until) => sessions.between(uid, from, until),
  };
}
