import type { SuppliesDeps } from './deps';

const YEAR_MS = 365.25 * 86_400_000;

/**
 * A client was deleted: their session records stay, as the law on tattoo inks asks, for the
 * artist's retention period. They hold the client's initials only (no name, no contact), and
 * the sweep removes them when the period ends.
 */
export async function retainSessionRecords(
  deps: Pick<SuppliesDeps, 'settings' | 'sessions' | 'clock' | 'logger'>,
  uid: string,
  clientId: string,
): Promise<void> {
  const now = deps.clock();
  const { recordsRetentionYears } = await deps.settings.get(uid);
  const until = new Date(now.getTime() + recordsRetentionYears * YEAR_MS);
  const kept = await deps.sessions.retain(uid, clientId, now, until);
  if (kept > 0)
    deps.logger.info('session_records.retained', { uid, kept, until: until.toISOString() });
}
