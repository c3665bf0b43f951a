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
  const answer = clients.reverse().map((client) => toApiClient(client, records));
  const medical = answer.filter(carriesMedical).map((client) => client.id);
  if (medical.length > 0) await deps.onMedicalRead?.(uid, { what: 'clients', clientIds: medical });
  return answer;
}

/** A card with allergies, medical notes or declared health is a medical record. */
function carriesMedical(client: ApiClient): boolean {
  return !!client.allergies || !!client.medicalNotes || (client.declaredHealth?.length ?? 0) > 0;
}
