import type { ApiAppointment, AppointmentInput, HistoryActor } from '@inkforge/domain';
import { AppError } from '../app-error';
import { depositTerms, refusalError, warnOnOverlap } from './appointment-checks';
import { storedAppointmentFields } from './appointment-fields';
import { actorOrArtist } from './appointment-history';
import type { ClientsDeps } from './deps';
import { momentOf, toApiAppointment } from './to-api';

/**
 * PUT /api/appointments/{id}: an overlap is warned; cancelling asks what becomes of a deposit.
 * `actor`: who changes it (a studio's desk or owner); the artist when absent.
 */
export async function updateAppointment(
  deps: ClientsDeps,
  uid: string,
  id: string,
  input: AppointmentInput,
  actor?: HistoryActor,
): Promise<ApiAppointment> {
  await warnOnOverlap(
    deps,
    uid,
    { id, start: input.appointmentDate, duration: input.duration, status: input.status },
    input.allowOverlap,
  );
  // What the client was last told (time, status), for the booking e-mails.
  const before = deps.onAppointmentChange
    ? (await deps.records.listAppointments(uid)).find((a) => a.id === id)
    : undefined;
  const updated = await deps.records.replaceAppointment(
    uid,
    id,
    storedAppointmentFields(input),
    deps.clock(),
    await depositTerms(deps, uid),
    await actorOrArtist(deps, uid, actor),
  );
  if (!updated) throw new AppError('APPOINTMENT_NOT_FOUND');
  if (typeof updated === 'string') throw refusalError(updated);
  if (before) await deps.onAppointmentChange?.(uid, momentOf(before), momentOf(updated));
  if (updated.status === 'cancelled') await deps.onDepositStopped?.(uid, id);
  return toApiAppointment(updated);
}

/** DELETE /api/appointments/{id}: not while a deposit paid online is held on it. */
export async function deleteAppointment(deps: ClientsDeps, uid: string, id: string): Promise<void> {
  const deleted = await deps.records.deleteAppointment(uid, id);
  if (deleted === 'deposit-outcome') throw new AppError('DEPOSIT_OUTCOME_REQUIRED');
  if (!deleted) throw new AppError('APPOINTMENT_NOT_FOUND');
  await deps.onDepositStopped?.(uid, id);
}
