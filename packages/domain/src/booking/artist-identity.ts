import { ACCENT_BACKGROUND, ACCENT_MIN_CONTRAST, contrastRatio } from './accent-color';
import { avatarPath } from './avatar';

/** How the artist looks at the top of every page a client opens and every mail they get. */
export interface ArtistIdentity {
  /** The avatar's rendition on the artist's page (a path on the app's origin), or null. */
  avatarUrl: string | null;
  /** The artist's accent colour (`#rrggbb`, readable on white), or null for the default. */
  accentColor: string | null;
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The identity from a stored user document (`publicAvatar.hash`, `publicProfile.accentColor`,
 * `username`). Whatever does not pass today's rules shows as the default, never fails a page.
 */
export function artistIdentityOf(user: Record<string, unknown>): ArtistIdentity {
  const hash = field(user.publicAvatar, 'hash');
  const username = user.username;
  const accent = field(user.publicProfile, 'accentColor');
  const readable =
    typeof accent === 'string' &&
    (contrastRatio(accent, ACCENT_BACKGROUND) ?? 0) >= ACCENT_MIN_CONTRAST;
  return {
    avatarUrl:
      typeof hash === 'string' &&
      /^[0-9a-f]{16}$/.test(hash) &&
      typeof username === 'string' &&
      username
        ? avatarPath(username, hash)
        : null,
    accentColor: readable ? accent : null,
  };
}
