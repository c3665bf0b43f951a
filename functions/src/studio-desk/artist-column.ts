import { booksForOthers, isTattooer, type HistoryActor, type StudioRole } from '@inkforge/domain';
import { AppError } from '../app-error';
import { memberActive, type StudioAccess } from '../studios';
import type { StudioDeskDeps } from './deps';

/** Who the history names: the desk, the owner, or an artist (a guest too) on their own. */
function actorOf(member: { uid: string; displayName: string; role: StudioRole }): HistoryActor {
  const role = member.role === 'desk' || member.role === 'owner' ? member.role : 'artist';
  return { uid: member.uid, name: member.displayName, role };
}

/**
 * The door, then the column: the desk and the owner act for any tattooing member, an artist
 * for themselves only (403 STUDIO_FORBIDDEN). A uid with no column here (the desk, a removed
 * member, a guest outside their spot) is 404 STUDIO_ARTIST_NOT_FOUND.
 */
export async function artistColumn(
  deps: StudioDeskDeps,
  studioId: string,
  uid: string,
  artistUid: string,
): Promise<StudioAccess & { artist: { uid: string; displayName: string }; actor: HistoryActor }> {
  const access = await deps.studios.door.access(studioId, uid);
  if (artistUid !== uid && !booksForOthers(access.member.role)) {
    throw new AppError('STUDIO_FORBIDDEN');
  }
  const artist = artistUid === uid ? access.member : await deps.studios.member(studioId, artistUid);
  if (!artist || !isTattooer(artist.role) || !memberActive(artist, access.studio, deps.clock())) {
    throw new AppError('STUDIO_ARTIST_NOT_FOUND');
  }
  return { ...access, artist, actor: actorOf(access.member) };
}
