import type { ApiClient, SimpleClient } from '@inkforge/domain';
import type { ClientsDeps } from './deps';
import { toApiClient, toSimpleClient } from './to-api';

/** GET /api/clients: the simple list, newest first. */
export async function listSimpleClients(deps: ClientsDeps, uid: string): Promise<SimpleClient[]> {
  const clients = await deps.clients.list(uid);
  return clients.reverse().map(toSimpleClient);
}

/** GET /api/clients/enhanced: clients with projects, payments, appointments and totals. */
export async function listEnhancedClients(deps: ClientsDeps, uid: string): Promise<ApiClient[]> {
  const [clients, projects, payments, appointments] = await Promise.all([
    deps.clients.list(uid),
    deps.records.listProjects(uid),
    deps.records.listPayments(uid),
    deps.records.listAppointments(uid),
  ]);
  const records = { projects, payments, appointments };
  return clients.reverse().map((client) => toApiClient(client, records));
}
