import { AppError } from '../app-error';
import type { PortalDeps } from './deps';
import { portalAppointment } from './portal-appointment';
import { readPortalArtist } from './portal-artist.repository';
import { acceptedPolicy, hasAftercare } from './portal-downloads';

/** A plain-text download of the client's page. */
export interface PortalTextFile {
  text: string;
  fileName: string;
}

/**
 * GET …/appointments/{id}/deposit-policy.txt: the deposit policy exactly as the client accepted
 * it before paying (its version, not the artist's text of today).
 */
export async function downloadDepositPolicy(
  deps: PortalDeps,
  token: string,
  appointmentId: string,
): Promise<PortalTextFile> {
  const { appointment } = await portalAppointment(deps.db, token, appointmentId, deps.clock());
  const text = acceptedPolicy(appointment);
  if (!text) throw new AppError('PORTAL_DOWNLOAD_NOT_FOUND');
  return { text: `${text}\n`, fileName: 'deposit-policy.txt' };
}

/** GET …/appointments/{id}/aftercare.txt: the artist's aftercare notes after a session. */
export async function downloadAftercare(
  deps: PortalDeps,
  token: string,
  appointmentId: string,
): Promise<PortalTextFile> {
  const now = deps.clock();
  const { uid, appointment } = await portalAppointment(deps.db, token, appointmentId, now);
  const artist = await readPortalArtist(deps.db, uid, now);
  if (!artist?.aftercare || !hasAftercare(appointment, artist)) {
    throw new AppError('PORTAL_DOWNLOAD_NOT_FOUND');
  }
  return { text: `${artist.aftercare}\n`, fileName: 'aftercare.txt' };
}
