import type { ApiSupplyList, SupplyKind, SupplyStatus } from '@inkforge/domain';
import type { SuppliesDeps } from './deps';
import { studioToday } from './studio-today';
import { toApiSupply } from './to-api';

/**
 * GET /api/supplies?kind=&state=: the shelf, the soonest to expire first (what to use up
 * first), filtered by what the shelf shows (`expired` is read against the studio's today).
 */
export async function listSupplies(
  deps: SuppliesDeps,
  uid: string,
  filter: { kind?: SupplyKind | undefined; state?: SupplyStatus | undefined },
): Promise<ApiSupplyList> {
  const [{ today }, stored, latest] = await Promise.all([
    studioToday(deps, uid),
    deps.supplies.list(uid),
    deps.sessions.latest(uid),
  ]);
  const supplies = stored
    .map((s) => toApiSupply(s, today))
    .filter((s) => !filter.kind || s.kind === filter.kind)
    .filter((s) => !filter.state || s.status === filter.state)
    .sort(
      (a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.createdAt.localeCompare(b.createdAt),
    );
  return { supplies, today, lastSessionSupplyIds: latest?.supplyIds ?? [] };
}
