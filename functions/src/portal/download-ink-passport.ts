import { AppError } from '../app-error';
import { downloadPassport } from '../ink-passport';
import type { PortalDeps } from './deps';
import { portalAppointment } from './portal-appointment';

/**
 * GET /api/public/portal/{token}/appointments/{id}/ink-passport.pdf (issue 45): the session's
 * ink passport, the same PDF the artist downloads. Only the token's own client's appointment
 * (another client's is 404 `APPOINTMENT_NOT_FOUND`); a session without a record is 404
 * `PORTAL_DOWNLOAD_NOT_FOUND`, as the page's other downloads answer.
 */
export async function downloadInkPassport(
  deps: PortalDeps,
  token: string,
  appointmentId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { uid, appointment } = await portalAppointment(deps.db, token, appointmentId, deps.clock());
  if (!(await deps.passports.records.of(uid, appointment.id)))
    throw new AppError('PORTAL_DOWNLOAD_NOT_FOUND');
  return downloadPassport(deps.passports, uid, appointment.id);
}
