import type { ApiRecordSettings, RecordSettings } from '@inkforge/domain';
import type { SuppliesDeps } from './deps';

/** GET /api/settings/records. */
export async function getRecordSettings(
  deps: SuppliesDeps,
  uid: string,
): Promise<ApiRecordSettings> {
  const { requireSessionRecord, recordsRetentionYears } = await deps.settings.get(uid);
  return { requireSessionRecord, recordsRetentionYears };
}

/** PUT /api/settings/records: the balance gate and how long a deleted client's records stay. */
export async function saveRecordSettings(
  deps: SuppliesDeps,
  uid: string,
  settings: RecordSettings,
): Promise<ApiRecordSettings> {
  await deps.settings.save(uid, settings, deps.clock());
  return settings;
}
