import type { Firestore } from 'firebase-admin/firestore';
import { RECORDS_RETENTION_DEFAULT_YEARS, type RecordSettings } from '@inkforge/domain';
import { userRef } from '../adapters/firebase/documents';
import { artistTimeZone } from '../clients';

/** users/{uid}.recordSettings, and the studio's zone the shelf's "expired" is read in. */
export interface RecordSettingsRepository {
  get(uid: string): Promise<RecordSettings & { timeZone: string }>;
  save(uid: string, settings: RecordSettings, now: Date): Promise<void>;
}

export function createRecordSettingsRepository(db: Firestore): RecordSettingsRepository {
  return {
    async get(uid) {
      const user = (await userRef(db, uid).get()).data();
      const stored = (user?.recordSettings ?? {}) as Partial<RecordSettings>;
      return {
        requireSessionRecord: stored.requireSessionRecord === true,
        recordsRetentionYears:
          typeof stored.recordsRetentionYears === 'number'
            ? stored.recordsRetentionYears
            : RECORDS_RETENTION_DEFAULT_YEARS,
        timeZone: artistTimeZone(user),
      };
    },
    async save(uid, settings, now) {
      await userRef(db, uid).set({ recordSettings: settings, updatedAt: now }, { merge: true });
    },
  };
}
