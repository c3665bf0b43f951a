import type { ApiSupplySessions } from '@inkforge/domain';
import { AppError } from '../app-error';
import { affectedSessions } from './affected-sessions';
import type { SuppliesDeps } from './deps';
import { studioToday } from './studio-today';
import { toApiSupply } from './to-api';

/**
 * GET /api/supplies/{id}/sessions: every session whose current record lists this lot (the same
 * brand and lot on another bottle counts: a recall names a lot), newest first.
 */
export async function supplySessions(
  deps: SuppliesDeps,
  uid: string,
  id: string,
): Promise<ApiSupplySessions> {
  const supply = await deps.supplies.get(uid, id);
  if (!supply) throw new AppError('SUPPLY_NOT_FOUND');
  const [found, { today }] = await Promise.all([
    deps.sessions.withLot(uid, supply.lotKey),
    studioToday(deps, uid),
  ]);
  return {
    supply: toApiSupply(supply, today),
    sessions: await affectedSessions(deps.records, uid, found),
  };
}
