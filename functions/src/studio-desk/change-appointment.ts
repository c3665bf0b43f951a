import type { ApiStudioAppointment, AppointmentInput, DepositOutcome } from '@inkforge/domain';
import { AppError } from '../app-error';
import { artistColumn } from './artist-column';
import type { StudioDeskDeps } from './deps';
import { withArtist } from './studio-appointment';

interface Target {
  studioId: string;
  uid: string;
  artistUid: string;
  appointmentId: string;
}

/** GET …/artists/{artistUid}/appointments/{appointmentId}: with its history. */
export async function readAppointment(
  deps: StudioDeskDeps,
  t: Target,
): Promise<ApiStudioAppointment> {
  const { artist } = await artistColumn(deps, t.studioId, t.uid, t.artistUid);
  const found = await deps.books.appointment(t.artistUid, t.appointmentId);
  if (!found) throw new AppError('APPOINTMENT_NOT_FOUND');
  return withArtist(deps, artist, found);
}

/** PUT …: moves or edits it through the artist's own edit (overlap warned per artist). */
export async function moveAppointment(
  deps: StudioDeskDeps,
  t: Target,
  input: AppointmentInput,
): Promise<ApiStudioAppointment> {
  const { artist, actor } = await artistColumn(deps, t.studioId, t.uid, t.artistUid);
  const moved = await deps.books.updateAppointment(t.artistUid, t.appointmentId, input, actor);
  return withArtist(deps, artist, moved);
}

/**
 * POST …/cancel: the artist's own edit with status cancelled and every other field as stored,
 * so a deposit asks its outcome exactly as when the artist cancels.
 */
export async function cancelAppointment(
  deps: StudioDeskDeps,
  t: Target,
  depositOutcome: DepositOutcome | undefined,
): Promise<ApiStudioAppointment> {
  const { artist, actor } = await artistColumn(deps, t.studioId, t.uid, t.artistUid);
  const stored = await deps.books.storedAppointment(t.artistUid, t.appointmentId);
  if (!stored) throw new AppError('APPOINTMENT_NOT_FOUND');
  const input: AppointmentInput = {
    title: stored.title,
    description: stored.description,
    appointmentDate: stored.appointmentDate,
    timezone: stored.timezone,
    duration: stored.duration,
    type: stored.type,
    status: 'cancelled',
    price: stored.priceCents,
    deposit: stored.depositCents,
    notes: stored.notes,
    allowOverlap: true,
    depositOutcome: depositOutcome ?? stored.depositOutcome,
  };
  const cancelled = await deps.books.updateAppointment(t.artistUid, t.appointmentId, input, actor);
  return withArtist(deps, artist, cancelled);
}
