import { clientLimitInfo, type ClientLimitInfo } from '@inkforge/domain';
import type { ClientsDeps } from './deps';

/** GET /api/clients/limits: the counter kept exact by every create and delete. */
export async function getClientLimits(deps: ClientsDeps, uid: string): Promise<ClientLimitInfo> {
  const user = await deps.clients.readUser(uid);
  const count = typeof user?.clientCount === 'number' ? user.clientCount : 0;
  return clientLimitInfo(user ?? {}, count);
}
