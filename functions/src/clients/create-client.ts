import {
  clientLimitInfo,
  clientLimitMessage,
  type ClientFields,
  type SmsConsent,
} from '@inkforge/domain';
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
  /** Issue 44: a consent the client gave on a form (booking), kept with its own words. */
  formConsent?: SmsConsent,
): Promise<StoredClient> {
  const contact = await clientContactOf(deps, uid, fields);
  const consent = formConsent ? { smsConsent: formConsent } : {};
  const client = { ...contact, ...consent, status: 'active' as const };
  return deps.clients.create(uid, client, deps.clock(), (user, count) => {
    const info = clientLimitInfo(user ?? {}, count);
    if (!info.canCreate && typeof info.limit === 'number') {
      throw new AppError('CLIENT_LIMIT_REACHED', clientLimitMessage(info.planName, info.limit));
    }
  });
}
