import { localDateKey, type StudioRole } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { StoredMember, StoredStudio, StudiosRepository } from './studios.repository';

/** A caller's standing in a studio, read from the member record on this very call. */
export interface StudioAccess {
  studio: StoredStudio;
  member: StoredMember;
}

/**
 * True while a member may act: always, except a guest artist outside their spot (from the
 * first day to the last, in the studio's zone: access ends by itself the day after).
 */
export function memberActive(member: StoredMember, studio: StoredStudio, now: Date): boolean {
  if (member.role !== 'guest') return true;
  const today = localDateKey(now, studio.timezone);
  if (member.guestFrom && today < member.guestFrom) return false;
  return !member.guestUntil || today <= member.guestUntil;
}

/**
 * The one door into a studio. A non-member, a removed member and a guest past their spot get
 * 404 STUDIO_NOT_FOUND (a studio one cannot reach is not there); a member whose role is not in
 * `roles` gets 403 STUDIO_FORBIDDEN.
 */
export function createStudioAccess(repo: StudiosRepository, clock: () => Date) {
  async function access(
    studioId: string,
    uid: string,
    roles?: readonly StudioRole[],
  ): Promise<StudioAccess> {
    const [studio, member] = await Promise.all([repo.studio(studioId), repo.member(studioId, uid)]);
    if (!studio || !member || !memberActive(member, studio, clock())) {
      throw new AppError('STUDIO_NOT_FOUND');
    }
    if (roles && !roles.includes(member.role)) throw new AppError('STUDIO_FORBIDDEN');
    return { studio, member };
  }

  return {
    access,
    /** The caller's own studio, if any (for routes without a studio id). */
    async mine(uid: string): Promise<StudioAccess | null> {
      const studioId = await repo.studioIdOf(uid);
      if (!studioId) return null;
      try {
        return await access(studioId, uid);
      } catch (error) {
        if (error instanceof AppError && error.code === 'STUDIO_NOT_FOUND') return null;
        throw error;
      }
    },
  };
}

export type StudioDoor = ReturnType<typeof createStudioAccess>;
