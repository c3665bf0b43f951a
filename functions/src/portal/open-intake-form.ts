import { AppError } from '../app-error';
import type { PortalDeps } from './deps';
import { portalAppointment } from './portal-appointment';

/**
 * The page's "Fill in the consent form": a fresh link to the appointment's intake form (the
 * mail's link is replaced, as the reminders' is), while the artist's request stands unsigned.
 */
export async function openIntakeForm(
  deps: PortalDeps,
  token: string,
  appointmentId: string,
): Promise<string> {
  const now = deps.clock();
  const { uid, appointment } = await portalAppointment(deps.db, token, appointmentId, now);
  const path = await deps.records.renewIntakeLink(uid, appointment.id, now);
  if (!path) throw new AppError('PORTAL_DOWNLOAD_NOT_FOUND');
  return path;
}
