import type { ApiSterilisationCycle } from '@inkforge/domain';
import type { SterilisationDeps } from './deps';
import { machineKeyOf } from './stored';
import { toApiCycle } from './to-api';

/** GET /api/sterilisation/cycles?machine=: newest first (what a session's picker offers). */
export async function listCycles(
  deps: SterilisationDeps,
  uid: string,
  machine: string | undefined,
): Promise<{ cycles: ApiSterilisationCycle[] }> {
  const cycles = await deps.log.cycles(uid, machine ? machineKeyOf(machine) : undefined);
  cycles.sort(
    (a, b) => b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime(),
  );
  return { cycles: cycles.map(toApiCycle) };
}
