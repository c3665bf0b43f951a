import type { ApiClient, ClientFields, ClientStatus } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { toApiClient } from './to-api';
import { clientContactOf } from './client-contact';

/** PUT /api/clients/{id}: the edit dialog sends the whole client, status included. */
export async function updateClient(
  deps: ClientsDeps,
  uid: string,
  id: string,
  fields: ClientFields & { status: ClientStatus },
): Promise<ApiClient> {
  const contact = await clientContactOf(deps, uid, fields);
  const stored = await deps.clients.replace(uid, id, contact, deps.clock());
  if (!stored) throw new AppError('CLIENT_NOT_FOUND');
  const [projects, payments, appointments] = await Promise.all([
    deps.records.listProjects(uid),
    deps.records.listPayments(uid),
    deps.records.listAppointments(uid),
  ]);
  return toApiClient(stored, { projects, payments, appointments });
}
