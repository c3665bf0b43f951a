import type { IntakeFormView } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { linkTokenHash } from '../http/private-link-token';

/**
 * GET /api/intake/{token}, public: what the client's form shows (who sent it, the appointment's
 * title and time, the waiver). An unknown, expired, replaced or used link is one 404, so an answer says
 * nothing about which links exist.
 */
export async function openIntakeForm(deps: ClientsDeps, token: string): Promise<IntakeFormView> {
  const hash = linkTokenHash(token);
  const link = hash ? await deps.intakes.openLink(hash, deps.clock()) : null;
  if (!link) throw new AppError('INTAKE_LINK_INVALID');
  return {
    artistName: link.artistName,
    ...link.identity,
    appointmentTitle: link.appointment.title,
    appointmentDate: link.appointment.appointmentDate.toISOString(),
    timezone: link.appointment.timezone,
    waiver: link.waiver,
    expiresAt: link.expiresAt.toISOString(),
    studio: link.studio,
  };
}
