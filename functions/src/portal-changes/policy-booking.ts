import { policyBookingFrom, type HistoryActor, type PolicyBooking } from '@inkforge/domain';
import { depositOf, historyOf, type StoredAppointment } from '../clients';
import { AppError } from '../app-error';

export type RawAppointment = StoredAppointment & { deposit?: unknown; flash?: unknown };

/** A stored appointment as the client's policy reads it. */
export function policyBookingOf(appointment: RawAppointment): PolicyBooking {
  return policyBookingFrom({
    start: appointment.appointmentDate,
    status: appointment.status,
    deposit: depositOf(appointment as unknown as Record<string, unknown>),
    history: historyOf(appointment.history),
  });
}

/** The client's own appointment, or 404: another client's is never told apart from none. */
export function ownAppointment(
  appointment: RawAppointment | null,
  clientId: string,
): RawAppointment {
  if (!appointment || appointment.clientId !== clientId)
    throw new AppError('APPOINTMENT_NOT_FOUND');
  return appointment;
}

/** The client as the history names them: who acted, in the artist's book. */
export function clientActor(clientId: string, name: string): HistoryActor {
  return { uid: `client:${clientId}`, name, role: 'client' };
}
