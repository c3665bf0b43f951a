import type { ApiSporeTest, SporeTestInput } from '@inkforge/domain';
import type { SterilisationDeps } from './deps';
import { sessionsAtRisk } from './sessions-at-risk';
import { machineKeyOf } from './stored';
import { toApiSporeTest } from './to-api';

/**
 * POST /api/sterilisation/spore-tests: a failed one answers with the sessions it puts at
 * risk, so the artist can act at once.
 */
export async function logSporeTest(
  deps: SterilisationDeps,
  uid: string,
  input: SporeTestInput,
): Promise<ApiSporeTest> {
  const machineKey = machineKeyOf(input.machine);
  const test = await deps.log.addTest(uid, { ...input, machineKey, createdAt: deps.clock() });
  if (test.result === 'pass') return toApiSporeTest(test, null);
  const [tests, cycles] = await Promise.all([
    deps.log.tests(uid, machineKey),
    deps.log.cycles(uid, machineKey),
  ]);
  return toApiSporeTest(test, await sessionsAtRisk(deps, uid, test, tests, cycles));
}
