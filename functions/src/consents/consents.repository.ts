import type { UserConsentRecord, UserConsentType } from '@inkforge/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

export interface ConsentsRepository {
  get(uid: string, type: UserConsentType): Promise<UserConsentRecord | null>;
  put(uid: string, record: UserConsentRecord): Promise<void>;
}

/** users/{uid}/consents/{type}: the latest declaration of each type. */
export function createConsentsRepository(db: Firestore): ConsentsRepository {
  const ref = (uid: string, type: UserConsentType) =>
    db.collection('users').doc(uid).collection('consents').doc(type);
  return {
    async get(uid, type) {
      const data = (await ref(uid, type).get()).data();
      if (!data) return null;
      const recordedAt = data.recordedAt instanceof Timestamp ? data.recordedAt.toDate() : null;
      return {
        consentType: type,
        consentText: String(data.consentText ?? ''),
        recordedAt: (recordedAt ?? new Date(0)).toISOString(),
        ...(typeof data.ipAddress === 'string' ? { ipAddress: data.ipAddress } : {}),
        ...(typeof data.userAgent === 'string' ? { userAgent: data.userAgent } : {}),
        ...(typeof data.imageSha256 === 'string' ? { imageSha256: data.imageSha256 } : {}),
      };
    },
    async put(uid, record) {
      await ref(uid, record.consentType).set({
        ...record,
        recordedAt: Timestamp.fromDate(new Date(record.recordedAt)),
      });
    },
  };
}
