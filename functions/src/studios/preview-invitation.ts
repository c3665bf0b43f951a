import type { ApiInvitationPreview } from '@inkforge/domain';
import { AppError } from '../app-error';
import { linkTokenHash } from '../http/private-link-token';
import type { StudiosDeps } from './deps';
import { invitationOpen } from './membership.repository';

/**
 * GET /api/public/studio-invitations/{token}: what the invitee sees before signing in. An
 * unknown, expired, used or withdrawn link is one and the same 404: the answer tells a guesser
 * nothing.
 */
export async function previewInvitation(
  deps: StudiosDeps,
  token: string,
): Promise<ApiInvitationPreview> {
  const hash = linkTokenHash(token);
  const invitation = hash ? await deps.studios.invitation(hash) : null;
  const studio =
    invitation && invitationOpen(invitation, deps.clock())
      ? await deps.studios.studio(invitation.studioId)
      : null;
  if (!invitation || !studio) throw new AppError('STUDIO_INVITATION_INVALID');
  return {
    studioName: studio.name,
    role: invitation.role,
    email: invitation.email,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
