import type { Waiver } from '@inkforge/domain';
import type { ClientsDeps } from './deps';

/** PUT /api/profile/waiver: a new version; forms signed before keep the text they showed. */
export function saveWaiver(deps: ClientsDeps, uid: string, text: string): Promise<Waiver> {
  return deps.intakes.saveWaiver(uid, text, deps.clock());
}
