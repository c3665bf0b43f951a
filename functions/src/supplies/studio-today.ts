import { localDateKey } from '@inkforge/domain';
import type { SuppliesDeps } from './deps';

/** The studio's today, 'YYYY-MM-DD' in its zone: what "expired" is read against. */
export async function studioToday(deps: Pick<SuppliesDeps, 'settings' | 'clock'>, uid: string) {
  const { timeZone } = await deps.settings.get(uid);
  return { today: localDateKey(deps.clock(), timeZone), timeZone };
}
