import type { BookIntakeState } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { ownCollection } from '../adapters/firebase/documents';
import { createClientsRepository } from './clients.repository';
import { createRecordsRepository } from './records.repository';
import type { StoredAppointment, StoredClient, StoredProject } from './stored';

/**
 * One artist's whole book as a studio's client book reads it (issue 43): their clients,
 * projects and appointments, and where each appointment's intake form stands, never its
 * answers. The records stay under users/{uid}; the studio only reads them.
 */
export interface BookReads {
  clients(uid: string): Promise<StoredClient[]>;
  projects(uid: string): Promise<StoredProject[]>;
  appointments(uid: string): Promise<StoredAppointment[]>;
  /** By appointment id; an appointment without a form asked is absent ('none'). */
  intakeStates(uid: string): Promise<Map<string, Exclude<BookIntakeState, 'none'>>>;
}

export function createBookReads(db: Firestore): BookReads {
  const clients = createClientsRepository(db);
  const records = createRecordsRepository(db);
  return {
    clients: (uid) => clients.list(uid),
    projects: (uid) => records.listProjects(uid),
    appointments: (uid) => records.listAppointments(uid),
    async intakeStates(uid) {
      // The summaries (intakes/{appointmentId}) hold the link or the flags, not the answers.
      const snapshot = await ownCollection(db, uid, 'intakes').get();
      const states = new Map<string, Exclude<BookIntakeState, 'none'>>();
      for (const doc of snapshot.docs) {
        const flags: unknown = doc.get('medicalFlags');
        if (doc.get('signedAt') !== undefined) {
          states.set(doc.id, Array.isArray(flags) && flags.length > 0 ? 'needs_review' : 'signed');
        } else if (typeof doc.get('linkHash') === 'string') {
          states.set(doc.id, 'sent');
        }
      }
      return states;
    },
  };
}
