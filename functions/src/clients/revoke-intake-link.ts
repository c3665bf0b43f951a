import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';

/** DELETE /api/appointments/{id}/intake-link: the open link stops working. */
export async function revokeIntakeLink(
  deps: ClientsDeps,
  uid: string,
  appointmentId: string,
): Promise<void> {
  if (!(await deps.intakes.revokeLink(uid, appointmentId, deps.clock()))) {
    throw new AppError('APPOINTMENT_NOT_FOUND');
  }
}
