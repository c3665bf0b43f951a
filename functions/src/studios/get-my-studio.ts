import type { ApiMyStudio } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { StudiosDeps } from './deps';
import { toApiMyStudio } from './to-api';

/** GET /api/studios/mine: the caller's studio and role, or 404 STUDIO_NOT_FOUND. */
export async function getMyStudio(deps: StudiosDeps, uid: string): Promise<ApiMyStudio> {
  const mine = await deps.door.mine(uid);
  if (!mine) throw new AppError('STUDIO_NOT_FOUND', 'You are not a member of a studio.');
  return studioAnswer(deps, mine.studio.id, uid);
}

/** The studio as the given member sees it, read afresh. */
export async function studioAnswer(
  deps: StudiosDeps,
  studioId: string,
  uid: string,
): Promise<ApiMyStudio> {
  const { studio, member } = await deps.door.access(studioId, uid);
  const [members, invitations] = await Promise.all([
    deps.studios.members(studio.id),
    member.role === 'owner' ? deps.studios.openInvitations(studio.id, deps.clock()) : [],
  ]);
  return toApiMyStudio(studio, member, members, invitations);
}
