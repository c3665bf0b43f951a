import type { ApiAffectedSession } from '@inkforge/domain';
import type { StudioRecords } from '../clients';
import type { StoredSessionRecord } from './stored';

/**
 * The sessions a recall or a failed spore test concerns, newest first, with their clients:
 * the name and whether they can be mailed; a deleted client (kept for retention) by initials.
 */
export async function affectedSessions(
  records: Pick<StudioRecords, 'client'>,
  uid: string,
  found: readonly StoredSessionRecord[],
): Promise<ApiAffectedSession[]> {
  const clientIds = [...new Set(found.map((r) => r.clientId).filter((id): id is string => !!id))];
  const clients = new Map(
    await Promise.all(clientIds.map(async (id) => [id, await records.client(uid, id)] as const)),
  );
  return [...found]
    .sort((a, b) => b.sessionAt.getTime() - a.sessionAt.getTime())
    .map((r) => {
      const client = r.clientDeletedAt || !r.clientId ? null : clients.get(r.clientId);
      return {
        appointmentId: r.appointmentId,
        clientId: r.clientDeletedAt ? null : r.clientId,
        clientName: client?.name ?? r.clientInitials,
        hasEmail: Boolean(client?.email),
        date: r.sessionAt.toISOString(),
        placement: r.placement,
        version: r.version,
        cycleId: r.cycleId,
      };
    });
}
