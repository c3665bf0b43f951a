import { AppError } from '../app-error';
import { linkTokenHash } from '../http/private-link-token';

/** The token's hash, or the one refusal every bad token gets (guessing learns nothing). */
export function portalLinkHash(token: string): string {
  const hash = linkTokenHash(token);
  if (!hash) throw new AppError('PORTAL_LINK_NOT_FOUND');
  return hash;
}
