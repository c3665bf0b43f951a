import type { ApiStudioMember, HouseShare, MemberPatchRequest } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { StudiosDeps } from './deps';
import type { StoredMember } from './studios.repository';
import { toApiMember } from './to-api';

const GUEST_DAYS = 'A guest spot needs a first and a last day, the first not after the last.';

/** The request's chair rent arrives in cents as `monthly`; it is kept as `monthlyCents`. */
function houseShareOf(share: NonNullable<MemberPatchRequest['houseShare']>): HouseShare {
  return share.kind === 'percent'
    ? { kind: 'percent', percent: share.percent }
    : { kind: 'chairRent', monthlyCents: share.monthly };
}

/** The member's new role, share and days; a guest needs both days, anyone else has none. */
function changeOf(body: MemberPatchRequest) {
  return (member: StoredMember): Partial<StoredMember> => {
    const role = body.role ?? member.role;
    const guestFrom = role === 'guest' ? (body.guestFrom ?? member.guestFrom) : null;
    const guestUntil = role === 'guest' ? (body.guestUntil ?? member.guestUntil) : null;
    if (role === 'guest' && (!guestFrom || !guestUntil || guestFrom > guestUntil)) {
      throw new AppError('VALIDATION_FAILED', GUEST_DAYS, { guestUntil: GUEST_DAYS });
    }
    return {
      role,
      guestFrom,
      guestUntil,
      ...(body.houseShare ? { houseShare: houseShareOf(body.houseShare) } : {}),
    };
  };
}

/**
 * PATCH /api/studios/{id}/members/{uid} (owner): role, house share, a guest's days. It never
 * makes or unmakes the owner (the schema offers no 'owner'; the owner's row is refused). The
 * member's next call reads the new role.
 */
export async function updateMember(
  deps: StudiosDeps,
  uid: string,
  studioId: string,
  memberUid: string,
  body: MemberPatchRequest,
): Promise<ApiStudioMember> {
  await deps.door.access(studioId, uid, ['owner']);
  const member = await deps.membership.updateMember(studioId, memberUid, changeOf(body));
  deps.logger.info('studio.member_changed', { uid, studioId, memberUid, role: member.role });
  return toApiMember(member, 'owner');
}
