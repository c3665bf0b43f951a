import type {
  ApiAppointmentDeposit,
  ApiPayment,
  DepositOutcomeInput,
  IntakeLink,
  StudioPaymentInput,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { artistColumn } from './artist-column';
import type { StudioDeskDeps } from './deps';

interface Target {
  studioId: string;
  uid: string;
  artistUid: string;
  appointmentId: string;
}

/** POST …/intake-link: the artist's own new intake link (the previous one stops). */
export async function sendIntakeLink(deps: StudioDeskDeps, t: Target): Promise<IntakeLink> {
  const { actor } = await artistColumn(deps, t.studioId, t.uid, t.artistUid);
  return deps.books.createIntakeLink(t.artistUid, t.appointmentId, actor);
}

/** POST …/deposit-request: the deposits area's own request, paid to where it always goes. */
export async function askDepositFor(
  deps: StudioDeskDeps,
  t: Target,
  amountCents: number,
): Promise<ApiAppointmentDeposit> {
  const { actor } = await artistColumn(deps, t.studioId, t.uid, t.artistUid);
  return deps.askDeposit(t.artistUid, t.appointmentId, amountCents, actor);
}

/** POST …/deposit-outcome: the deposits area's own outcome; a refund goes back through Stripe. */
export async function depositOutcomeFor(
  deps: StudioDeskDeps,
  t: Target,
  input: DepositOutcomeInput,
): Promise<ApiAppointmentDeposit> {
  const { actor } = await artistColumn(deps, t.studioId, t.uid, t.artistUid);
  return deps.depositOutcome(t.artistUid, t.appointmentId, input, actor);
}

/** POST …/payments: on the appointment's project unless another of the artist's is named. */
export async function recordPaymentFor(
  deps: StudioDeskDeps,
  t: Target,
  input: StudioPaymentInput,
): Promise<ApiPayment> {
  const { actor } = await artistColumn(deps, t.studioId, t.uid, t.artistUid);
  const appointment = await deps.books.storedAppointment(t.artistUid, t.appointmentId);
  if (!appointment) throw new AppError('APPOINTMENT_NOT_FOUND');
  const projectId = input.projectId ?? appointment.projectId;
  if (!projectId) throw new AppError('STUDIO_PAYMENT_NEEDS_PROJECT');
  return deps.books.recordPayment(t.artistUid, t.appointmentId, { ...input, projectId }, actor);
}
