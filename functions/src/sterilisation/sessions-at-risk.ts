import type { ApiAffectedSession } from '@inkforge/domain';
import type { SterilisationDeps } from './deps';
import type { StoredCycle, StoredSporeTest } from './stored';

/** Tests in the order they were read: by day, then by when they were logged. */
const byDay = (a: StoredSporeTest, b: StoredSporeTest) =>
  a.date.localeCompare(b.date) || a.createdAt.getTime() - b.createdAt.getTime();

/**
 * The cycles a failed spore test puts in doubt: those of its machine after its last passed
 * test (a day after that test's day, since the pass vouches for the cycles of its own day)
 * until the machine passed again (before that pass's day), or until now.
 */
function cyclesInDoubt(
  failed: StoredSporeTest,
  tests: readonly StoredSporeTest[],
  cycles: readonly StoredCycle[],
): StoredCycle[] {
  const ordered = [...tests].sort(byDay);
  const at = ordered.findIndex((t) => t.id === failed.id);
  const lastPass = ordered
    .slice(0, at)
    .reverse()
    .find((t) => t.result === 'pass' && t.date < failed.date);
  const nextPass = ordered.slice(at + 1).find((t) => t.result === 'pass' && t.date > failed.date);
  return cycles.filter(
    (c) =>
      c.machineKey === failed.machineKey &&
      (!lastPass || c.date > lastPass.date) &&
      (!nextPass || c.date < nextPass.date),
  );
}

/** The sessions a failed test puts at risk, with their clients, newest first. */
export async function sessionsAtRisk(
  deps: SterilisationDeps,
  uid: string,
  failed: StoredSporeTest,
  tests: readonly StoredSporeTest[],
  cycles: readonly StoredCycle[],
): Promise<ApiAffectedSession[]> {
  const doubted = cyclesInDoubt(failed, tests, cycles).map((c) => c.id);
  return deps.sessions.usingCycles(uid, doubted);
}
