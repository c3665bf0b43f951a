import { INTAKE_LINK_DAYS, type IntakeLink } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { linkTokenHash, newLinkToken } from './private-link-token';

/**
 * POST /api/appointments/{id}/intake-link: a new private link to the appointment's intake
 * form, open for INTAKE_LINK_DAYS days; the previous link stops at once.
 */
export async function createIntakeLink(
  deps: ClientsDeps,
  uid: string,
  appointmentId: string,
): Promise<IntakeLink> {
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + INTAKE_LINK_DAYS * 86_400_000);
  const token = newLinkToken();
  const hash = linkTokenHash(token) ?? '';
  const result = await deps.intakes.createLink(uid, appointmentId, hash, expiresAt, now);
  if (result === 'missing') throw new AppError('APPOINTMENT_NOT_FOUND');
  if (result === 'signed') throw new AppError('INTAKE_ALREADY_SIGNED');
  return { path: `/intake/${token}`, expiresAt: expiresAt.toISOString() };
}
