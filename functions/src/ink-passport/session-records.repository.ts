import type { ApiRecordedSupply } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { fromSnapshot, fromSnapshots, ownCollection } from '../adapters/firebase/documents';

/**
 * users/{uid}/sessionRecords/{appointmentId} as s45-records writes it (the current version;
 * earlier ones sit under `versions/{n}` and are never rewritten). Read-only here.
 */
export interface StoredSessionRecord {
  id: string;
  appointmentId: string;
  clientId: string | null;
  version: number;
  supplies: ApiRecordedSupply[];
  placement: string;
  cycleId: string | null;
  notes: string | null;
  recordedAt: Date;
  clientInitials: string;
  /** The appointment's start, copied: a deleted client's kept record has no appointment. */
  sessionAt?: Date;
}

/** users/{uid}/sterilisationCycles/{id}: the cycle a record names. */
interface StoredCycle {
  id: string;
  machine: string;
  cycleNumber: string | number;
  date: string;
  result: 'pass' | 'fail';
  operator: string;
}

/** What the passport and the report read of the session records and the steriliser log. */
export interface SessionRecordReads {
  of(uid: string, appointmentId: string): Promise<StoredSessionRecord | null>;
  ofClient(uid: string, clientId: string): Promise<StoredSessionRecord[]>;
  all(uid: string): Promise<StoredSessionRecord[]>;
  cycle(uid: string, cycleId: string): Promise<StoredCycle | null>;
}

export function createSessionRecordReads(db: Firestore): SessionRecordReads {
  const records = (uid: string) => ownCollection(db, uid, 'sessionRecords');
  return {
    async of(uid, appointmentId) {
      return fromSnapshot<StoredSessionRecord>(await records(uid).doc(appointmentId).get());
    },
    async ofClient(uid, clientId) {
      const snap = await records(uid).where('clientId', '==', clientId).get();
      return fromSnapshots<StoredSessionRecord>(snap.docs);
    },
    async all(uid) {
      return fromSnapshots<StoredSessionRecord>((await records(uid).get()).docs);
    },
    async cycle(uid, cycleId) {
      const ref = ownCollection(db, uid, 'sterilisationCycles').doc(cycleId);
      return fromSnapshot<StoredCycle>(await ref.get());
    },
  };
}
