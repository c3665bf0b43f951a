import type { ApiSupply, SupplyState } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { SuppliesDeps } from './deps';
import { studioToday } from './studio-today';
import { toApiSupply } from './to-api';

/** PATCH /api/supplies/{id} {state}: finished, reopened, or recalled (which stays). */
export async function patchSupply(
  deps: SuppliesDeps,
  uid: string,
  id: string,
  state: SupplyState,
): Promise<ApiSupply> {
  const changed =
    state === 'recalled'
      ? await deps.supplies.recall(uid, id, deps.clock())
      : await deps.supplies.setState(uid, id, state, deps.clock());
  if (!changed) throw new AppError('SUPPLY_NOT_FOUND');
  if (changed === 'recalled') throw new AppError('SUPPLY_RECALLED');
  return toApiSupply(changed, (await studioToday(deps, uid)).today);
}
