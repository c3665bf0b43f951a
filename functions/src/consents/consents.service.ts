import type { UserConsentRecord, UserConsentRequest, UserConsentType } from '@inkforge/domain';
import type { ConsentsRepository } from './consents.repository';

/** Where the declaration was made, taken from the request itself rather than the body. */
interface RequestOrigin {
  ipAddress: string | undefined;
  userAgent: string | undefined;
}

export interface ConsentsService {
  has(uid: string, type: UserConsentType): Promise<boolean>;
  get(uid: string, type: UserConsentType): Promise<UserConsentRecord | null>;
  record(uid: string, input: UserConsentRequest, origin: RequestOrigin): Promise<UserConsentRecord>;
}

export function createConsentsService(
  repo: ConsentsRepository,
  clock: () => Date,
): ConsentsService {
  return {
    has: async (uid, type) => (await repo.get(uid, type)) !== null,
    get: (uid, type) => repo.get(uid, type),
    async record(uid, input, origin) {
      const record: UserConsentRecord = {
        consentType: input.consentType,
        consentText: input.consentText,
        recordedAt: clock().toISOString(),
      };
      // The photo declaration is evidence of who accepted responsibility, so it keeps where
      // it came from: the address the server saw, never one the body claims.
      if (input.consentType === 'photo_generation_responsibility') {
        record.ipAddress = origin.ipAddress ?? 'unknown';
        record.userAgent = origin.userAgent ?? input.userAgent ?? 'unknown';
      }
      if (input.imageSha256) record.imageSha256 = input.imageSha256;
      await repo.put(uid, record);
      return record;
    },
  };
}
