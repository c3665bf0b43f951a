import type { ApiInkPassports } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { InkPassportDeps } from './deps';

/**
 * GET /api/clients/{id}/ink-passports: the client's sessions with a record, newest session
 * first, each with its artist download. Another artist's client is 404 `CLIENT_NOT_FOUND`.
 */
export async function listPassports(
  deps: InkPassportDeps,
  uid: string,
  clientId: string,
): Promise<ApiInkPassports> {
  if (!(await deps.studio.client(uid, clientId))) throw new AppError('CLIENT_NOT_FOUND');
  const records = await deps.records.ofClient(uid, clientId);
  const rows = await Promise.all(
    records.map(async (r) => ({ r, appointment: await deps.studio.appointment(uid, r.id) })),
  );
  const passports = rows
    .filter((row) => row.appointment !== null)
    .map(({ r, appointment }) => ({
      appointmentId: r.id,
      date: appointment!.appointmentDate.toISOString(),
      version: r.version,
      url: `/api/appointments/${encodeURIComponent(r.id)}/ink-passport.pdf`,
    }));
  return { passports: passports.sort((a, b) => b.date.localeCompare(a.date)) };
}
