import type { ApiAppointment, ApiStudioAppointment } from '@inkforge/domain';
import type { StudioDeskDeps } from './deps';

/** An artist's appointment as the studio's routes answer it: whose column, whose client. */
export async function withArtist(
  deps: StudioDeskDeps,
  artist: { uid: string; displayName: string },
  appointment: ApiAppointment,
): Promise<ApiStudioAppointment> {
  return {
    ...appointment,
    artistUid: artist.uid,
    artistName: artist.displayName,
    clientName: await deps.books.clientName(artist.uid, appointment.clientId),
  };
}
