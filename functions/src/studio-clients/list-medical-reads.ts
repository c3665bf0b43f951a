import { toInstant, type ApiMedicalRead, type MedicalReadsQuery } from '@inkforge/domain';
import type { StudioClientsDeps } from './deps';
import type { StoredMedicalRead } from './studio-clients.repository';

const DAY_MS = 86_400_000;
/** More than a studio reads in a year; the range narrows the rest. */
const MOST = 2000;

/**
 * GET /api/studios/{id}/medical-reads?from=&to=: every read of a medical record, newest
 * first, for the owner alone (403 STUDIO_FORBIDDEN to everyone else). Days are the studio's;
 * without them the last 30 days.
 */
export async function listMedicalReads(
  deps: StudioClientsDeps,
  uid: string,
  studioId: string,
  query: MedicalReadsQuery,
): Promise<ApiMedicalRead[]> {
  const { studio } = await deps.directory.door.access(studioId, uid, ['owner']);
  const now = deps.clock();
  const zone = studio.timezone;
  const start = query.from
    ? (toInstant(`${query.from}T00:00`, zone) ?? now)
    : new Date(now.getTime() - 30 * DAY_MS);
  const end = query.to
    ? (toInstant(`${nextDay(query.to)}T00:00`, zone) ?? now)
    : new Date(now.getTime() + 1);
  const reads = await deps.repo.readsBetween(studio.id, start, end, MOST);
  return reads.map(toApiRead);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function toApiRead(read: StoredMedicalRead): ApiMedicalRead {
  return {
    id: read.id,
    readerUid: read.readerUid,
    readerName: read.readerName,
    readerRole: read.readerRole,
    artistUid: read.artistUid,
    artistName: read.artistName,
    ...(read.clientId ? { clientId: read.clientId } : {}),
    ...(read.appointmentId ? { appointmentId: read.appointmentId } : {}),
    ...(read.clientIds ? { clientIds: read.clientIds } : {}),
    what: read.what,
    via: read.via,
    at: read.at.toISOString(),
  };
}
