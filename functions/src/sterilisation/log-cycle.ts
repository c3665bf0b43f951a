import type { ApiSterilisationCycle, CycleInput } from '@inkforge/domain';
import type { SterilisationDeps } from './deps';
import { machineKeyOf } from './stored';
import { toApiCycle } from './to-api';

/** POST /api/sterilisation/cycles: one autoclave run, as its printout or display reads. */
export async function logCycle(
  deps: SterilisationDeps,
  uid: string,
  input: CycleInput,
): Promise<ApiSterilisationCycle> {
  const cycle = await deps.log.addCycle(uid, {
    ...input,
    machineKey: machineKeyOf(input.machine),
    createdAt: deps.clock(),
  });
  return toApiCycle(cycle);
}
