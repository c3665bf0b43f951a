import { healedPhotoPath } from '@inkforge/domain';
import { AppError } from '../app-error';
import { HEALED_LINK_DAYS, createHealedPhotoLinks } from '../healed-photos';
import { linkTokenHash, newLinkToken } from '../http/private-link-token';
import type { PortalDeps } from './deps';
import { portalAppointment } from './portal-appointment';
import { offersHealedPhoto } from './portal-downloads';

/**
 * The page's "Send a photo of the healed tattoo" after a session: a fresh healed-photo link to
 * the session's project (each link takes a few photos; the per-address budget bounds the rest).
 */
export async function openHealedPhoto(
  deps: PortalDeps,
  token: string,
  appointmentId: string,
): Promise<string> {
  const now = deps.clock();
  const { uid, appointment } = await portalAppointment(deps.db, token, appointmentId, now);
  if (!offersHealedPhoto(appointment) || !appointment.projectId) {
    throw new AppError('PORTAL_DOWNLOAD_NOT_FOUND');
  }
  const secret = newLinkToken();
  const link = {
    uid,
    projectId: appointment.projectId,
    appointmentId: appointment.id,
    clientId: appointment.clientId,
    expiresAt: new Date(now.getTime() + HEALED_LINK_DAYS * 86_400_000),
  };
  await createHealedPhotoLinks(deps.db).create(link, linkTokenHash(secret) ?? '', now);
  return healedPhotoPath(secret);
}
