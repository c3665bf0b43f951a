import { findOverlap } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { AppointmentRefusal, DepositTerms } from './appointment-writes.repository';
import { artistToday } from './artist-today';
import type { ClientsDeps } from './deps';

/**
 * Beyond the spec: a booking over another live appointment is answered with a warning (409
 * APPOINTMENT_OVERLAP naming the other one) until the artist confirms with allowOverlap.
 */
export async function warnOnOverlap(
  deps: ClientsDeps,
  uid: string,
  candidate: { id: string; start: Date; duration: number; status: string },
  allowOverlap: boolean,
): Promise<void> {
  if (allowOverlap || candidate.status === 'cancelled' || candidate.status === 'no_show') return;
  const booked = (await deps.records.listAppointments(uid)).map((a) => ({
    id: a.id,
    title: a.title,
    start: a.appointmentDate,
    duration: a.duration,
    status: a.status,
  }));
  // An edit that keeps the time and length does not warn again about an accepted overlap.
  const before = booked.find((a) => a.id === candidate.id);
  if (
    before &&
    before.start.getTime() === candidate.start.getTime() &&
    before.duration === candidate.duration &&
    before.status !== 'cancelled'
  ) {
    return;
  }
  const other = findOverlap(candidate, booked);
  if (other) {
    throw new AppError('APPOINTMENT_OVERLAP', undefined, {
      overlapsId: other.id,
      overlapsTitle: other.title,
      overlapsAt: other.start.toISOString(),
    });
  }
}

/** A deposit taken with an appointment is a card payment dated today in the artist's zone. */
export async function depositTerms(deps: ClientsDeps, uid: string): Promise<DepositTerms> {
  return { paymentDate: await artistToday(deps, uid), paymentMethod: 'card' };
}

export function refusalError(refusal: AppointmentRefusal): AppError {
  switch (refusal) {
    case 'client':
      return new AppError('CLIENT_NOT_FOUND');
    case 'project':
      return new AppError('PROJECT_NOT_FOUND');
    case 'deposit-project':
      return new AppError('DEPOSIT_NEEDS_PROJECT');
    case 'deposit-outcome':
      return new AppError('DEPOSIT_OUTCOME_REQUIRED');
    case 'deposit-refund-stripe':
      return new AppError('DEPOSIT_REFUND_IN_STRIPE');
  }
}
