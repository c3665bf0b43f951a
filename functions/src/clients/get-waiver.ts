import type { Waiver } from '@inkforge/domain';
import type { ClientsDeps } from './deps';

/** GET /api/profile/waiver: the studio's current waiver (the default one until edited). */
export function getWaiver(deps: ClientsDeps, uid: string): Promise<Waiver> {
  return deps.intakes.waiver(uid);
}
