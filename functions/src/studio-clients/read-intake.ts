import { mayReadMedical, type ApiStudioIntake } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { StudioAccess } from '../studios';
import type { StudioClientsDeps } from './deps';
import { logMedicalRead } from './medical-log';
import { tattooers, type Member } from './studio-book';

interface IntakeTarget {
  studioId: string;
  artistUid: string;
  appointmentId: string;
}

/**
 * Who may open an appointment's intake through the studio: the performing artist and the
 * owner (403 STUDIO_FORBIDDEN to the desk and other artists, before anything is read, so a
 * refusal says nothing of what exists). The artist must tattoo in the studio today.
 */
async function medicalDoor(
  deps: StudioClientsDeps,
  uid: string,
  target: IntakeTarget,
): Promise<{ access: StudioAccess; artist: Member }> {
  const access = await deps.directory.door.access(target.studioId, uid);
  if (!mayReadMedical(access.member, target.artistUid)) throw new AppError('STUDIO_FORBIDDEN');
  const artist = (await tattooers(deps, access)).find((m) => m.uid === target.artistUid);
  if (!artist) throw new AppError('APPOINTMENT_NOT_FOUND');
  return { access, artist };
}

/** GET …/artists/{artistUid}/appointments/{appointmentId}/intake: answers, logged. */
export async function readStudioIntake(
  deps: StudioClientsDeps,
  uid: string,
  target: IntakeTarget,
): Promise<ApiStudioIntake> {
  const { access, artist } = await medicalDoor(deps, uid, target);
  const status = await deps.book.intake(artist.uid, target.appointmentId);
  if (status.form) {
    await logMedicalRead(deps, access, artist, {
      what: 'answers',
      via: 'studio',
      appointmentId: target.appointmentId,
    });
  }
  return status;
}

/** GET …/intake.pdf: the signed form as a PDF, logged. */
export async function readStudioIntakePdf(
  deps: StudioClientsDeps,
  uid: string,
  target: IntakeTarget,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { access, artist } = await medicalDoor(deps, uid, target);
  const file = await deps.book.intakePdf(artist.uid, target.appointmentId);
  await logMedicalRead(deps, access, artist, {
    what: 'pdf',
    via: 'studio',
    appointmentId: target.appointmentId,
  });
  return file;
}
