import type { StudiosDeps } from './deps';

/** DELETE /api/studios/{id}/invitations/{invitationId} (owner): the link stops at once. */
export async function revokeInvitation(
  deps: StudiosDeps,
  uid: string,
  studioId: string,
  invitationId: string,
): Promise<{ success: true }> {
  await deps.door.access(studioId, uid, ['owner']);
  await deps.membership.revokeInvitation(studioId, invitationId, deps.clock());
  deps.logger.info('studio.invitation_revoked', { uid, studioId });
  return { success: true };
}
