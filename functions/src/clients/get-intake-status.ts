import type { IntakeStatus, SignedIntake } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';

/** GET /api/appointments/{id}/intake: the open link's expiry and the signed form. */
export async function getIntakeStatus(
  deps: Pick<ClientsDeps, 'intakes'>,
  uid: string,
  appointmentId: string,
): Promise<IntakeStatus> {
  const status = await deps.intakes.status(uid, appointmentId);
  if (!status) throw new AppError('APPOINTMENT_NOT_FOUND');
  return status;
}

/** The signed form of an own appointment, or the refusal the artist reads. */
export async function signedIntakeOf(
  deps: Pick<ClientsDeps, 'intakes'>,
  uid: string,
  appointmentId: string,
): Promise<SignedIntake> {
  const { form } = await getIntakeStatus(deps, uid, appointmentId);
  if (!form) throw new AppError('INTAKE_NOT_FOUND');
  return form;
}
