import type { ApiPortalDownload, ApiPortalTodo } from '@inkforge/domain';
import type { StoredAppointment } from '../clients';
import { depositOf } from '../clients';
import type { PortalDeps } from './deps';
import { isUpcoming } from './portal-appointments';
import type { PortalArtist } from './portal-artist.repository';

/** Sessions that leave a fresh tattoo: their aftercare notes are offered after them. */
const AFTERCARE_TYPES: readonly string[] = ['tattoo_session', 'touch_up', 'walk_in'];

/** `/api/public/portal/{token}/appointments/{id}/{file}`. */
export function portalFilePath(token: string, appointmentId: string, file: string): string {
  return `/api/public/portal/${encodeURIComponent(token)}/appointments/${encodeURIComponent(appointmentId)}/${file}`;
}

/** Whether the appointment has aftercare notes to offer: a finished session, aftercare on. */
export function hasAftercare(appointment: StoredAppointment, artist: PortalArtist): boolean {
  return (
    artist.aftercare !== null &&
    appointment.status === 'completed' &&
    AFTERCARE_TYPES.includes(appointment.type)
  );
}

/** A finished session of a project: the client may send a photo of the healed tattoo. */
export function offersHealedPhoto(appointment: StoredAppointment): boolean {
  return (
    appointment.status === 'completed' &&
    appointment.projectId !== undefined &&
    AFTERCARE_TYPES.includes(appointment.type)
  );
}

/** The accepted deposit policy of the appointment's deposit, or null. */
export function acceptedPolicy(appointment: StoredAppointment): string | null {
  return depositOf(appointment as unknown as Record<string, unknown>)?.policy?.text ?? null;
}

/** What one appointment adds to the page's to-do buttons and downloads. */
export async function portalDownloads(
  deps: PortalDeps,
  uid: string,
  appointment: StoredAppointment,
  artist: PortalArtist,
  token: string,
): Promise<{ todo: ApiPortalTodo[]; downloads: ApiPortalDownload[] }> {
  const todo: ApiPortalTodo[] = [];
  const downloads: ApiPortalDownload[] = [];
  const id = appointment.id;
  const intake = await deps.records.intakeStatus(uid, id);
  if (intake?.form) {
    downloads.push({
      kind: 'intake',
      label: `Signed consent form (${appointment.title})`,
      appointmentId: id,
      path: portalFilePath(token, id, 'intake.pdf'),
    });
  } else if (intake?.linkExpiresAt && isUpcoming(appointment, deps.clock())) {
    todo.push({
      kind: 'intake',
      appointmentId: id,
      projectId: appointment.projectId ?? null,
      label: `Fill in the consent form for ${appointment.title}`,
      path: portalFilePath(token, id, 'intake'),
    });
  }
  if (acceptedPolicy(appointment)) {
    downloads.push({
      kind: 'deposit-policy',
      label: `Deposit policy you accepted (${appointment.title})`,
      appointmentId: id,
      path: portalFilePath(token, id, 'deposit-policy.txt'),
    });
  }
  // Issue 45: the session's ink passport, once the artist has recorded what was used.
  if (await deps.passports.records.of(uid, id)) {
    downloads.push({
      kind: 'ink-passport',
      label: `Ink passport (${appointment.title})`,
      appointmentId: id,
      path: portalFilePath(token, id, 'ink-passport.pdf'),
    });
  }
  if (hasAftercare(appointment, artist)) {
    downloads.push({
      kind: 'aftercare',
      label: `Aftercare notes (${appointment.title})`,
      appointmentId: id,
      path: portalFilePath(token, id, 'aftercare.txt'),
    });
  }
  return { todo, downloads };
}
