/**
 * The artist's avatar or logo: square WebP renditions at these sizes (px), a header's 48–72 px
 * at 1× and 2×, and the link-preview card's. Named by the source's content, so a new image has
 * new addresses and each can be kept for a year.
 */
export const AVATAR_SIZES = [96, 192] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** A rendition's file name: its source's hash (16 hex digits) and its size. */
export const avatarFile = (hash: string, size: AvatarSize) => `avatar-${hash}-${size}.webp`;

/** What an avatar's URL may name: nothing but a rendition's shape. */
export const AVATAR_FILE = /^avatar-[0-9a-f]{16}-\d{2,3}\.webp$/;

/** Where the artist's page serves it: under the page, so a client's browser needs no token. */
export const avatarPath = (username: string, hash: string, size: AvatarSize = 192) =>
  `/book/${encodeURIComponent(username)}/avatar/${avatarFile(hash, size)}`;
