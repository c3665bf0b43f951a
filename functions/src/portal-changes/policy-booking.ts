import { money, type HistoryActor, type PolicyBooking } from '@inkforge/domain';
import { depositOf, historyOf, type StoredAppointment } from '../clients';
import { AppError } from '../app-error';

export type RawAppointment = StoredAppointment & { deposit?: unknown; flash?: unknown };

/** A stored appointment as the client's policy reads it. */
export function policyBookingOf(appointment: RawAppointment): PolicyBooking {
  const deposit = depositOf(appointment as unknown as Record<string, unknown>);
  return {
    start: appointment.appointmentDate,
    status: appointment.status,
    deposit: deposit
      ? {
          status: deposit.status,
          amount: money(deposit.amountCents, deposit.currency),
          moves: deposit.moves,
        }
      : null,
    clientMoves: historyOf(appointment.history).filter(
      (h) => h.role === 'client' && h.action === 'moved',
    ).length,
  };
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
