import type { IntakeLinkView } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import type { IntakeLinkHeader } from './intake-link-state.repository';
import { linkTokenHash } from '../http/private-link-token';

const headerOf = (link: IntakeLinkHeader) => ({
  artistName: link.artistName,
  ...link.identity,
  appointmentTitle: link.appointment.title,
  appointmentDate: link.appointment.appointmentDate.toISOString(),
  timezone: link.appointment.timezone,
  locale: link.locale,
  studio: link.studio,
});

/**
 * GET /api/intake/{token}, public: the client's form (who sent it, the appointment, the waiver,
 * what the studio has on their card) while the link is open; once it is not, what happened and
 * when (signed, replaced, revoked, expired), so the client is not met by a bare error. A token
 * never issued (or whose appointment is gone) is one 404 that says nothing of other links.
 */
export async function openIntakeForm(deps: ClientsDeps, token: string): Promise<IntakeLinkView> {
  const hash = linkTokenHash(token);
  const read = hash ? await deps.intakes.openLink(hash, deps.clock()) : null;
  if (!read) throw new AppError('INTAKE_LINK_INVALID');
  if (read.state === 'signed') {
    return {
      state: 'signed',
      ...headerOf(read.header),
      signedAt: read.signedAt.toISOString(),
      copyAvailable: read.copyAvailable,
    };
  }
  if (read.state !== 'open') return { state: read.state, ...headerOf(read.header) };
  const { link } = read;
  return {
    state: 'open',
    ...headerOf(link),
    waiver: link.waiver,
    expiresAt: link.expiresAt.toISOString(),
    client: {
      name: link.client?.name ?? '',
      ...(link.client?.email ? { email: link.client.email } : {}),
      ...(link.client?.phone ? { phone: link.client.phone } : {}),
    },
  };
}
