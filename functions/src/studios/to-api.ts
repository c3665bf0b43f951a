import type {
  ApiMyStudio,
  ApiStudio,
  ApiStudioInvitation,
  ApiStudioMember,
  StudioRole,
} from '@inkforge/domain';
import type { StoredInvitation, StoredMember, StoredStudio } from './studios.repository';

function toApiStudio(studio: StoredStudio): ApiStudio {
  return {
    id: studio.id,
    name: studio.name,
    slug: studio.slug,
    address: studio.address,
    timezone: studio.timezone,
    openingHours: studio.openingHours,
    depositsTo: studio.depositsTo,
    ownerUid: studio.ownerUid,
    pagePath: `/studio/${studio.slug}`,
    createdAt: studio.createdAt.toISOString(),
  };
}

/** House shares are the owner's business: everyone else reads null. */
export function toApiMember(member: StoredMember, viewer: StudioRole): ApiStudioMember {
  return {
    uid: member.uid,
    role: member.role,
    displayName: member.displayName,
    email: member.email,
    color: member.color,
    houseShare: viewer === 'owner' ? member.houseShare : null,
    guestFrom: member.guestFrom,
    guestUntil: member.guestUntil,
    joinedAt: member.joinedAt.toISOString(),
  };
}

export function toApiInvitation(invitation: StoredInvitation): ApiStudioInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    guestFrom: invitation.guestFrom,
    guestUntil: invitation.guestUntil,
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}

export function toApiMyStudio(
  studio: StoredStudio,
  viewer: StoredMember,
  members: StoredMember[],
  invitations: StoredInvitation[],
): ApiMyStudio {
  return {
    studio: toApiStudio(studio),
    role: viewer.role,
    members: members.map((m) => toApiMember(m, viewer.role)),
    invitations: viewer.role === 'owner' ? invitations.map(toApiInvitation) : [],
  };
}
