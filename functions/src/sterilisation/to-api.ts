import type { ApiAffectedSession, ApiSporeTest, ApiSterilisationCycle } from '@inkforge/domain';
import type { StoredCycle, StoredSporeTest } from './stored';

export function toApiCycle({
  machineKey: _k,
  createdAt,
  ...c
}: StoredCycle): ApiSterilisationCycle {
  return { ...c, createdAt: createdAt.toISOString() };
}

export function toApiSporeTest(
  { machineKey: _k, createdAt, ...t }: StoredSporeTest,
  atRisk: ApiAffectedSession[] | null,
): ApiSporeTest {
  return { ...t, createdAt: createdAt.toISOString(), atRisk };
}
