import { AVATAR_FILE, AVATAR_SIZES, avatarFile, type ApiPublicPage } from '@inkforge/domain';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { BookingArtist } from './booking.repository';
import type { CheckedImage } from '../paid-tools/read-upload';
import type { BookingDeps } from './deps';
import { publicPageOf, signedInArtist } from './public-profile';

/** Everything public of an artist lives under their own prefix, so deleting the account removes it. */
const avatarPrefix = (uid: string) => `users/${uid}/public/avatar/`;

const renditionPaths = (uid: string, hash: string) =>
  AVATAR_SIZES.map((size) => avatarPrefix(uid) + avatarFile(hash, size));

async function removeRenditions(deps: Pick<BookingDeps, 'objects'>, uid: string, hash: string) {
  await Promise.all(renditionPaths(uid, hash).map((path) => deps.objects.remove(path)));
}

/**
 * PUT /api/profile/public-page/avatar. The renditions (square WebP, no metadata) are stored
 * before the profile names them, and the old ones removed after: the page never links a
 * missing file, and nothing of a replaced image stays public.
 */
export async function savePublicAvatar(
  deps: Pick<BookingDeps, 'booking' | 'objects' | 'publicImages' | 'clock'>,
  uid: string,
  image: CheckedImage,
): Promise<ApiPublicPage> {
  const artist = await signedInArtist(deps, uid);
  const { hash, renditions } = await deps.publicImages.squares(image.data, AVATAR_SIZES);
  await Promise.all(
    renditions.map((r, i) => deps.objects.put(renditionPaths(uid, hash)[i]!, r.data, 'image/webp')),
  );
  await deps.booking.saveAvatar(uid, hash, deps.clock());
  if (artist.avatarHash && artist.avatarHash !== hash) {
    await removeRenditions(deps, uid, artist.avatarHash);
  }
  return publicPageOf({ ...artist, avatarHash: hash });
}

/** DELETE /api/profile/public-page/avatar: the header goes back to the initials. */
export async function removePublicAvatar(
  deps: Pick<BookingDeps, 'booking' | 'objects' | 'clock'>,
  uid: string,
): Promise<ApiPublicPage> {
  const artist = await signedInArtist(deps, uid);
  await deps.booking.saveAvatar(uid, null, deps.clock());
  if (artist.avatarHash) await removeRenditions(deps, uid, artist.avatarHash);
  return publicPageOf({ ...artist, avatarHash: null });
}

/** A rendition's bytes by its file name; null for any name but one of the current avatar's. */
export async function readAvatar(
  objects: Pick<ObjectStore, 'exists' | 'read'>,
  artist: BookingArtist,
  file: string,
): Promise<Buffer | null> {
  const hash = artist.avatarHash;
  if (!hash || !AVATAR_FILE.test(file) || !file.startsWith(`avatar-${hash}-`)) return null;
  const path = avatarPrefix(artist.uid) + file;
  return (await objects.exists(path)) ? objects.read(path) : null;
}
