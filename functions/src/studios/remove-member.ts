import { AppError } from '../app-error';
import type { StudiosDeps } from './deps';

/**
 * DELETE /api/studios/{id}/members/{uid}: the owner removes anyone but the owner; any member
 * removes themselves (leaving). Only the member row and the membership go: what the person made
 * lives under their own `users/{uid}` and stays theirs.
 */
export async function removeMember(
  deps: StudiosDeps,
  uid: string,
  studioId: string,
  memberUid: string,
): Promise<{ success: true }> {
  const { member: caller } = await deps.door.access(studioId, uid);
  const leaving = memberUid === uid;
  if (leaving && caller.role === 'owner') throw new AppError('STUDIO_OWNER_STAYS');
  if (!leaving && caller.role !== 'owner') throw new AppError('STUDIO_FORBIDDEN');
  await deps.membership.removeMember(studioId, memberUid);
  deps.logger.info(leaving ? 'studio.left' : 'studio.member_removed', {
    uid,
    studioId,
    memberUid,
  });
  return { success: true };
}
