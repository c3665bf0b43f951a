import type { ApiStudioClientNote } from '@inkforge/domain';
import type { StoredClientNote } from './studio-clients.repository';

/** A shared note is every member's; a private one its author's alone (not even the owner's). */
export const visibleTo = (uid: string) => (note: StoredClientNote) =>
  note.visibility === 'shared' || note.authorUid === uid;

export function toApiNote(note: StoredClientNote): ApiStudioClientNote {
  return {
    id: note.id,
    bookId: note.bookId,
    text: note.text,
    visibility: note.visibility,
    authorUid: note.authorUid,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
  };
}
