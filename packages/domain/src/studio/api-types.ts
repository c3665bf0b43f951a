import type { WorkingHours } from '../clients/working-hours';
import type { StudioRole } from './roles';
import type { HouseShare } from './studio.schema';

/** A studio as its members see it. */
export interface ApiStudio {
  id: string;
  name: string;
  slug: string;
  address: string;
  timezone: string;
  openingHours: WorkingHours | null;
  depositsTo: 'artist' | 'studio';
  ownerUid: string;
  /** The public page, `/studio/{slug}`. */
  pagePath: string;
  createdAt: string;
}

export interface ApiStudioMember {
  uid: string;
  role: StudioRole;
  displayName: string;
  email: string;
  /** The member's calendar colour (#rrggbb). */
  color: string;
  /** Only the owner sees house shares; null for everyone else. */
  houseShare: HouseShare | null;
  guestFrom: string | null;
  guestUntil: string | null;
  joinedAt: string;
}

export interface ApiStudioInvitation {
  id: string;
  email: string;
  role: Exclude<StudioRole, 'owner'>;
  guestFrom: string | null;
  guestUntil: string | null;
  expiresAt: string;
  createdAt: string;
}

/** GET /api/studios/mine. */
export interface ApiMyStudio {
  studio: ApiStudio;
  role: StudioRole;
  members: ApiStudioMember[];
  /** Open invitations: the owner's only (empty for everyone else). */
  invitations: ApiStudioInvitation[];
}

/** POST /api/studios/{id}/invitations: the single-use link, shown once (also e-mailed). */
export interface ApiCreatedInvitation {
  invitation: ApiStudioInvitation;
  /** `/join/{token}`: the token is only ever stored as its SHA-256. */
  acceptPath: string;
  /** Whether the invitation mail left; on 'failed' the owner passes the link on themselves. */
  emailed: 'sent' | 'failed';
}

/** GET /api/public/studio-invitations/{token}: what the invitee sees before accepting. */
export interface ApiInvitationPreview {
  studioName: string;
  role: Exclude<StudioRole, 'owner'>;
  email: string;
  invitedBy: string;
  expiresAt: string;
}
