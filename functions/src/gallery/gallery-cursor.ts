import { createHash } from 'node:crypto';
import { AppError } from '../app-error';

/** Where a page ends: the last item's time and id (the list's order, newest first). */
export interface GalleryPosition {
  createdAt: Date;
  id: string;
}

/** Binds a cursor to its artist: another artist's cursor is refused, never read as a position. */
const ownerTag = (uid: string) => createHash('sha256').update(uid).digest('base64url').slice(0, 16);

/** Opaque to the caller: base64url JSON of the position and the owner tag. */
export function encodeGalleryCursor(uid: string, position: GalleryPosition): string {
  const body = { o: ownerTag(uid), t: position.createdAt.getTime(), i: position.id };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

function parse(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export function decodeGalleryCursor(uid: string, cursor: string): GalleryPosition {
  const body = parse(cursor) as { o?: unknown; t?: unknown; i?: unknown } | null;
  if (
    !body ||
    body.o !== ownerTag(uid) ||
    typeof body.t !== 'number' ||
    !Number.isSafeInteger(body.t) ||
    typeof body.i !== 'string' ||
    body.i === '' ||
    body.i.length > 256 ||
    body.i.includes('/')
  ) {
    throw new AppError('GALLERY_CURSOR_INVALID');
  }
  return { createdAt: new Date(body.t), id: body.i };
}
