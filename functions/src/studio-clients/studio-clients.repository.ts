import type { MedicalReadKind, MedicalReadVia, NoteVisibility, StudioRole } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { fromSnapshots } from '../adapters/firebase/documents';

/**
 * What the studio's client book keeps of its own (issue 43); the clients themselves stay in
 * each artist's book under users/{uid}.
 *
 * - `studios/{id}/clientNotes/{noteId}`: a note on a book record (bookId), shared with every
 *   member or private to its author.
 * - `studios/{id}/medicalReads/{readId}`: one row per read of a medical record (who, their
 *   role then, whose record, what, through which route, when). Written before the answer is
 *   sent; never changed.
 */
export interface StoredClientNote {
  id: string;
  bookId: string;
  text: string;
  visibility: NoteVisibility;
  authorUid: string;
  authorName: string;
  createdAt: Date;
}

export interface StoredMedicalRead {
  id: string;
  readerUid: string;
  readerName: string;
  readerRole: StudioRole;
  artistUid: string;
  artistName: string;
  appointmentId?: string;
  clientId?: string;
  clientIds?: string[];
  what: MedicalReadKind;
  via: MedicalReadVia;
  at: Date;
}

export function createStudioClientsRepository(db: Firestore) {
  const studio = (id: string) => db.collection('studios').doc(id);
  const notes = (id: string) => studio(id).collection('clientNotes');
  const reads = (id: string) => studio(id).collection('medicalReads');

  return {
    async notesOf(studioId: string, bookId: string): Promise<StoredClientNote[]> {
      const snap = await notes(studioId).where('bookId', '==', bookId).get();
      return fromSnapshots<StoredClientNote>(snap.docs);
    },

    async addNote(studioId: string, note: Omit<StoredClientNote, 'id'>): Promise<StoredClientNote> {
      const ref = notes(studioId).doc();
      await ref.create(note);
      return { ...note, id: ref.id };
    },

    async logRead(studioId: string, read: Omit<StoredMedicalRead, 'id'>): Promise<void> {
      // Firestore refuses undefined values: absent optional fields are left out.
      const fields = Object.entries(read).filter(([, value]) => value !== undefined);
      await reads(studioId).doc().create(Object.fromEntries(fields));
    },

    /** Reads from `start` (included) to `end` (excluded), newest first, at most `limit`. */
    async readsBetween(
      studioId: string,
      start: Date,
      end: Date,
      limit: number,
    ): Promise<StoredMedicalRead[]> {
      const snap = await reads(studioId)
        .where('at', '>=', start)
        .where('at', '<', end)
        .orderBy('at', 'desc')
        .limit(limit)
        .get();
      return fromSnapshots<StoredMedicalRead>(snap.docs);
    },
  };
}

export type StudioClientsRepository = ReturnType<typeof createStudioClientsRepository>;
