import type { ApiSessionRecord } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { SuppliesDeps } from './deps';
import { toApiSessionRecord } from './to-api';

/** GET /api/appointments/{id}/session-record: the current version and every earlier one. */
export async function getSessionRecord(
  deps: SuppliesDeps,
  uid: string,
  appointmentId: string,
): Promise<ApiSessionRecord> {
  const [record, versions] = await Promise.all([
    deps.sessions.get(uid, appointmentId),
    deps.sessions.versions(uid, appointmentId),
  ]);
  if (!record) throw new AppError('SESSION_RECORD_NOT_FOUND');
  return toApiSessionRecord(record, versions);
}
