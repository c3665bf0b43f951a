import { AppError } from '../app-error';

export interface ImageUrlPolicy {
  bucket: string;
  /** Origin of the signed URLs we mint (the Storage host). */
  urlOrigin: string;
}

const SAFE_SEGMENT = /^[\w.-]+$/;

function ownedPath(path: string, uid: string): string {
  const segments = path.split('/');
  const safe = segments.every((s) => SAFE_SEGMENT.test(s) && s !== '.' && s !== '..');
  if (!safe || segments.length < 4 || segments[0] !== 'users' || segments[1] !== uid) {
    throw new AppError('IMAGE_URL_NOT_ALLOWED');
  }
  return path;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new AppError('IMAGE_URL_NOT_ALLOWED');
  }
}

/**
 * Maps an `imageUrl` input to an object path the caller owns, without fetching anything: an
 * object path (`users/{uid}/…`), a `gs://` address in our bucket, or a signed URL we minted
 * (our Storage origin, our bucket). Everything else (other hosts, loopback, metadata
 * addresses, another artist's objects, path tricks) is a 400.
 */
export function resolveImageUrl(input: string, uid: string, policy: ImageUrlPolicy): string {
  const value = input.trim();
  if (value.startsWith('users/')) return ownedPath(value, uid);

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('IMAGE_URL_NOT_ALLOWED');
  }
  if (url.protocol === 'gs:') {
    if (url.host !== policy.bucket) throw new AppError('IMAGE_URL_NOT_ALLOWED');
    return ownedPath(decoded(url.pathname.slice(1)), uid);
  }
  const prefix = `/${policy.bucket}/`;
  const ours =
    url.origin === new URL(policy.urlOrigin).origin &&
    url.pathname.startsWith(prefix) &&
    url.searchParams.has('X-Goog-Signature') &&
    !url.username &&
    !url.password;
  if (!ours) throw new AppError('IMAGE_URL_NOT_ALLOWED');
  return ownedPath(decoded(url.pathname.slice(prefix.length)), uid);
}
