import type { Firestore } from '../adapters/firebase/firebase';
import { AppError } from '../app-error';
import { createStudioRecords, type StoredAppointment } from '../clients';
import { resolvePortalClient } from './resolve-portal-client';

/**
 * For the routes under `/api/public/portal/{token}/appointments/{id}/…`: the token's client and
 * one of their appointments with this artist. Another client's or another artist's appointment
 * is 404 `APPOINTMENT_NOT_FOUND`, never 403: the page says nothing about what exists.
 */
export async function portalAppointment(
  db: Firestore,
  token: string,
  appointmentId: string,
  now: Date,
): Promise<{ uid: string; clientId: string; appointment: StoredAppointment }> {
  const { uid, clientId } = await resolvePortalClient(db, token, now);
  const appointment = await createStudioRecords(db).appointment(uid, appointmentId);
  if (!appointment || appointment.clientId !== clientId) {
    throw new AppError('APPOINTMENT_NOT_FOUND');
  }
  return { uid, clientId, appointment };
}
