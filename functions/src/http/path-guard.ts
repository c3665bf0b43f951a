import type { RequestHandler } from 'express';
import { AppError } from '../app-error';

/** Firestore refuses ids longer than 1,500 bytes. */
const MAX_ID_BYTES = 1500;

/** Routes whose last parameter is a whole object key or URL (slashes allowed, checked there). */
const KEY_ROUTES = ['/presigned-download/'];

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A segment no document id can be: Firestore would throw, or it walks the path. */
function isImpossibleId(value: string): boolean {
  return (
    value === '.' ||
    value === '..' ||
    value.includes('/') ||
    [...value].some((char) => char.charCodeAt(0) < 0x20) ||
    /^__.*__$/.test(value) ||
    Buffer.byteLength(value) > MAX_ID_BYTES
  );
}

/**
 * The one guard for every path parameter of /api: a segment that is not valid percent-encoding
 * (`%E0%A4%A`) answers 400 PATH_INVALID, and one that decodes to something no document id can
 * be (`a%2Fb`, `..`, `__x__`, NUL, > 1,500 bytes) 404, before any route reads it, so no id ever
 * reaches Firestore's `doc()` malformed.
 */
export const pathGuard: RequestHandler = (req, _res, next) => {
  const keyRoute = KEY_ROUTES.find((prefix) => req.path.startsWith(prefix));
  const checked = keyRoute ? keyRoute : req.path;
  const segments = checked.split('/').filter((segment) => segment !== '');
  for (const segment of segments) {
    const value = decoded(segment);
    if (value === undefined) throw new AppError('PATH_INVALID');
    if (isImpossibleId(value)) throw new AppError('NOT_FOUND');
  }
  if (keyRoute) {
    // The key itself may hold slashes; it must still not climb out of its prefix.
    const key = decoded(req.path.slice(keyRoute.length));
    if (key === undefined) throw new AppError('PATH_INVALID');
    if (key.split('/').some((part) => part === '..' || part === '.')) {
      throw new AppError('NOT_FOUND');
    }
  }
  next();
};
