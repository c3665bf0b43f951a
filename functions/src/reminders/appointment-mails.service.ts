import type { Firestore } from '../adapters/firebase/firebase';
import { createOutboxRepository, type StoredMail } from './outbox.repository';

/** What other areas may read of the outbox: an appointment's mails (the evidence of a dispute). */
export interface AppointmentMails {
  ofAppointment(uid: string, appointmentId: string): Promise<StoredMail[]>;
}

export function createAppointmentMails(db: Firestore): AppointmentMails {
  const outbox = createOutboxRepository(db);
  return { ofAppointment: (uid, appointmentId) => outbox.ofAppointment(uid, appointmentId) };
}
