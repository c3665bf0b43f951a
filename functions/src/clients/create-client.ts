import { clientLimitInfo, clientLimitMessage, type ClientFields } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import type { StoredClient } from './stored';
import { clientContactOf } from './client-contact';

/**
 * POST /api/clients and /api/clients/enhanced. The plan cap is checked inside the create
 * transaction, so 15 concurrent creates on a cap of 10 leave exactly 10 clients.
 */
export async function createClient(
  deps: ClientsDeps,
  uid: string,
  fields: ClientFields,
): Promise<StoredClient> {
  const contact = await clientContactOf(deps, uid, fields);
  return deps.clients.create(uid, { ...contact, status: 'active' }, deps.clock(), (user, count) => {
    const info = clientLimitInfo(user ?? {}, count);
    if (!info.canCreate && typeof info.limit === 'number') {
      throw new AppError('CLIENT_LIMIT_REACHED', clientLimitMessage(info.planName, info.limit));
    }
  });
}
