import type { ApiCreatedInvitation, InvitationRequest } from '@inkforge/domain';
import { linkTokenHash, newLinkToken } from '../http/private-link-token';
import type { StudiosDeps } from './deps';
import { sendInvitationMail } from './invitation-mail';
import { toApiInvitation } from './to-api';

/** An invitation works for 7 days, once. */
const INVITATION_DAYS = 7;

/**
 * POST /api/studios/{id}/invitations (owner): a 43-character random link, stored only as its
 * SHA-256 under `studioInvitations/{hash}`, e-mailed to the invitee and answered once.
 */
export async function inviteMember(
  deps: StudiosDeps,
  uid: string,
  studioId: string,
  body: InvitationRequest,
): Promise<ApiCreatedInvitation> {
  const { studio, member: owner } = await deps.door.access(studioId, uid, ['owner']);
  const token = newLinkToken();
  const hash = linkTokenHash(token)!;
  const now = deps.clock();
  const guest = body.role === 'guest';
  const invitation = {
    studioId: studio.id,
    email: body.email,
    role: body.role,
    guestFrom: guest ? (body.guestFrom ?? null) : null,
    guestUntil: guest ? (body.guestUntil ?? null) : null,
    invitedBy: owner.displayName || owner.email,
    invitedByUid: uid,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    acceptedAt: null,
    acceptedBy: null,
    revokedAt: null,
  };
  await deps.membership.createInvitation(hash, invitation);
  const acceptPath = `/join/${token}`;
  const emailed = await sendInvitationMail(deps, {
    to: body.email,
    studioName: studio.name,
    timezone: studio.timezone,
    inviterName: invitation.invitedBy,
    inviterEmail: owner.email,
    role: body.role,
    link: `${deps.appOrigin}${acceptPath}`,
    expiresAt: invitation.expiresAt,
    messageId: `studio-invitation-${hash.slice(0, 16)}`,
  });
  deps.logger.info('studio.invited', { uid, studioId, role: body.role, emailed });
  return { invitation: toApiInvitation({ id: hash, ...invitation }), acceptPath, emailed };
}
