import type { ApiSporeTest } from '@inkforge/domain';
import type { SterilisationDeps } from './deps';
import { sessionsAtRisk } from './sessions-at-risk';
import { toApiSporeTest } from './to-api';

/** GET /api/sterilisation/spore-tests: newest first; each failed one with its sessions at risk. */
export async function listSporeTests(
  deps: SterilisationDeps,
  uid: string,
): Promise<{ tests: ApiSporeTest[] }> {
  const [tests, cycles] = await Promise.all([deps.log.tests(uid), deps.log.cycles(uid)]);
  const ordered = [...tests].sort(
    (a, b) => b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime(),
  );
  return {
    tests: await Promise.all(
      ordered.map(async (t) =>
        toApiSporeTest(
          t,
          t.result === 'fail' ? await sessionsAtRisk(deps, uid, t, tests, cycles) : null,
        ),
      ),
    ),
  };
}
