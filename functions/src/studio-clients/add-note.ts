import type { ApiStudioClientNote, StudioClientNoteRequest } from '@inkforge/domain';
import type { StudioClientsDeps } from './deps';
import { findGroup } from './get-book-record';
import { toApiNote } from './notes';

/** POST /api/studios/{id}/clients/{bookId}/notes: any member writes, shared or private. */
export async function addNote(
  deps: StudioClientsDeps,
  uid: string,
  studioId: string,
  bookId: string,
  body: StudioClientNoteRequest,
): Promise<ApiStudioClientNote> {
  const access = await deps.directory.door.access(studioId, uid);
  await findGroup(deps, access, bookId);
  const note = await deps.repo.addNote(studioId, {
    bookId,
    text: body.text,
    visibility: body.visibility,
    authorUid: uid,
    authorName: access.member.displayName,
    createdAt: deps.clock(),
  });
  return toApiNote(note);
}
