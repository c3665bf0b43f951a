import { formatDateTime } from '@inkforge/domain';
import { AppError } from '../app-error';
import { intakePdf } from '../clients';
import type { PortalDeps } from './deps';
import { portalAppointment } from './portal-appointment';
import { readPortalArtist } from './portal-artist.repository';

/**
 * GET /api/public/portal/{token}/appointments/{id}/intake.pdf: the consent form the client
 * signed, as the artist's PDF of it. Only the token's own client's appointment (else 404).
 */
export async function downloadIntake(
  deps: PortalDeps,
  token: string,
  appointmentId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const now = deps.clock();
  const { uid, appointment } = await portalAppointment(deps.db, token, appointmentId, now);
  const [status, artist] = await Promise.all([
    deps.records.intakeStatus(uid, appointment.id),
    readPortalArtist(deps.db, uid, now),
  ]);
  if (!status?.form || !artist) throw new AppError('PORTAL_DOWNLOAD_NOT_FOUND');
  const { locale, timeZone } = artist.format;
  const zone = appointment.timezone || timeZone;
  const when = formatDateTime(
    appointment.appointmentDate,
    { timeZone: zone, locale },
    { weekday: true },
  );
  const bytes = await intakePdf(
    status.form,
    { title: appointment.title, when: `${when} (${zone})` },
    { timeZone, locale },
  );
  return { bytes, fileName: `consent-form-${status.form.signedAt.slice(0, 10)}.pdf` };
}
