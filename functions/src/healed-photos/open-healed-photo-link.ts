import { senderName, type ApiHealedPhotoLink } from '@inkforge/domain';
import { AppError } from '../app-error';
import { linkTokenHash } from '../http/private-link-token';
import type { HealedPhotoDeps } from './deps';
import { MAX_HEALED_PHOTOS_PER_LINK, type OpenHealedLink } from './healed-photo-links.repository';

/** The link's hash, or the one refusal every bad token gets (guessing learns nothing). */
export function healedLinkHash(token: string): string {
  const hash = linkTokenHash(token);
  if (!hash) throw new AppError('HEALED_LINK_INVALID');
  return hash;
}

function toApiHealedLink(link: OpenHealedLink): ApiHealedPhotoLink {
  const { studioName, displayName, email } = link.studio;
  return {
    studioName: senderName(studioName, displayName, email),
    ...link.identity,
    projectTitle: link.projectTitle,
    expiresAt: link.expiresAt.toISOString(),
    photosLeft: Math.max(0, MAX_HEALED_PHOTOS_PER_LINK - link.uploads),
  };
}

/** GET /api/public/healed-photos/{token}: the studio and the project, nothing else. */
export async function openHealedPhotoLink(
  deps: HealedPhotoDeps,
  token: string,
): Promise<ApiHealedPhotoLink> {
  const link = await deps.links.open(healedLinkHash(token), deps.clock());
  if (!link) throw new AppError('HEALED_LINK_INVALID');
  return toApiHealedLink(link);
}
