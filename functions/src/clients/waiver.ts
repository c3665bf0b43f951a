import type { Waiver } from '@inkforge/domain';
import type { ClientsDeps } from './deps';

/** GET /api/profile/waiver: the studio's current waiver (the default one until edited). */
export function getWaiver(deps: ClientsDeps, uid: string): Promise<Waiver> {
  return deps.intakes.waiver(uid);
}

/** PUT /api/profile/waiver: a new version; forms signed before keep the text they showed. */
export function saveWaiver(deps: ClientsDeps, uid: string, text: string): Promise<Waiver> {
  return deps.intakes.saveWaiver(uid, text, deps.clock());
}
