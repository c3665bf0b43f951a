import type { ApiAppointment, NewAppointmentInput } from '@inkforge/domain';
import { AppError } from '../app-error';
import { storedAppointmentFields } from './appointment-fields';
import type { ClientsDeps } from './deps';
import { toApiAppointment } from './to-api';

/** POST /api/appointments: for an own client and, optionally, one of that client's projects. */
export async function createAppointment(
  deps: ClientsDeps,
  uid: string,
  input: NewAppointmentInput,
): Promise<ApiAppointment> {
  const { clientId, projectId, ...rest } = input;
  const created = await deps.records.createAppointment(
    uid,
    { ...storedAppointmentFields(rest), clientId, projectId },
    deps.clock(),
  );
  if (created === 'client') throw new AppError('CLIENT_NOT_FOUND');
  if (created === 'project') throw new AppError('PROJECT_NOT_FOUND');
  return toApiAppointment(created);
}
