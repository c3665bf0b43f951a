import type { ApiAppointment, AppointmentInput } from '@inkforge/domain';
import { AppError } from '../app-error';
import { storedAppointmentFields } from './appointment-fields';
import type { ClientsDeps } from './deps';
import { toApiAppointment } from './to-api';

/** PUT /api/appointments/{id}. */
export async function updateAppointment(
  deps: ClientsDeps,
  uid: string,
  id: string,
  input: AppointmentInput,
): Promise<ApiAppointment> {
  const fields = storedAppointmentFields(input);
  const updated = await deps.records.replaceAppointment(uid, id, fields, deps.clock());
  if (!updated) throw new AppError('APPOINTMENT_NOT_FOUND');
  return toApiAppointment(updated);
}

/** DELETE /api/appointments/{id}. */
export async function deleteAppointment(deps: ClientsDeps, uid: string, id: string): Promise<void> {
  if (!(await deps.records.deleteAppointment(uid, id))) {
    throw new AppError('APPOINTMENT_NOT_FOUND');
  }
}
