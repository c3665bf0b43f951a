import type { ApiSupply, CreateSupplyInput } from '@inkforge/domain';
import type { SuppliesDeps } from './deps';
import { lotKeyOf } from './stored';
import { studioToday } from './studio-today';
import { toApiSupply } from './to-api';

/** POST /api/supplies: an ink or a needle put on the shelf, open. */
export async function createSupply(
  deps: SuppliesDeps,
  uid: string,
  input: CreateSupplyInput,
): Promise<ApiSupply> {
  const now = deps.clock();
  const supply = await deps.supplies.create(uid, {
    ...input,
    lotKey: lotKeyOf(input),
    state: 'open',
    labelPath: null,
    createdAt: now,
    recalledAt: null,
  });
  return toApiSupply(supply, (await studioToday(deps, uid)).today);
}
