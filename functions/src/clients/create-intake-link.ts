import { INTAKE_LINK_DAYS, type IntakeLink } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import type { IntakeRepository } from './intake.repository';
import { linkTokenHash, newLinkToken } from '../http/private-link-token';

/**
 * A new private link to the appointment's intake form, open for INTAKE_LINK_DAYS days; the
 * previous link stops at once. 'missing' without the appointment, 'signed' once it is signed.
 */
export async function replaceIntakeLink(
  intakes: Pick<IntakeRepository, 'createLink'>,
  uid: string,
  appointmentId: string,
  now: Date,
): Promise<{ made: 'created' | 'missing' | 'signed'; link: IntakeLink }> {
  const expiresAt = new Date(now.getTime() + INTAKE_LINK_DAYS * 86_400_000);
  const token = newLinkToken();
  const hash = linkTokenHash(token) ?? '';
  const made = await intakes.createLink(uid, appointmentId, hash, expiresAt, now);
  return { made, link: { path: `/intake/${token}`, expiresAt: expiresAt.toISOString() } };
}

/** POST /api/appointments/{id}/intake-link: the artist's new link to the intake form. */
export async function createIntakeLink(
  deps: ClientsDeps,
  uid: string,
  appointmentId: string,
): Promise<IntakeLink> {
  const { made, link } = await replaceIntakeLink(deps.intakes, uid, appointmentId, deps.clock());
  if (made === 'missing') throw new AppError('APPOINTMENT_NOT_FOUND');
  if (made === 'signed') throw new AppError('INTAKE_ALREADY_SIGNED');
  return link;
}
