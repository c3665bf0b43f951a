import { localDateKey } from '@inkforge/domain';
import type { ClientsDeps } from './deps';
import { artistTimeZone } from './list-calendar';

/** Today's date 'YYYY-MM-DD' in the artist's zone: the default date of a payment. */
export async function artistToday(deps: ClientsDeps, uid: string): Promise<string> {
  return localDateKey(deps.clock(), artistTimeZone(await deps.clients.readUser(uid)));
}
