import type { AppointmentHistoryEntry } from '@inkforge/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ownCollection } from '../adapters/firebase/documents';

/**
 * Adds a line to an appointment's history without reading it (issue 43): for what happens
 * beside the appointment (an intake link, a payment on its project), after that is written.
 */
export function appendAppointmentHistory(
  db: Firestore,
  uid: string,
  appointmentId: string,
  line: AppointmentHistoryEntry,
): Promise<unknown> {
  return ownCollection(db, uid, 'appointments')
    .doc(appointmentId)
    .update({ history: FieldValue.arrayUnion(line) });
}
