import type { ApiStudioAppointment, StudioBookingInput } from '@inkforge/domain';
import { artistColumn } from './artist-column';
import type { StudioDeskDeps } from './deps';
import { withArtist } from './studio-appointment';

/**
 * POST /api/studios/{id}/appointments: the desk or the owner books for any artist, an artist
 * for themselves. A client given by e-mail is the artist's client with that address, or is
 * added to the artist's book; then the artist's own booking runs (overlaps warned per artist,
 * the client's mails and deposits as when the artist books), naming who booked.
 */
export async function bookForArtist(
  deps: StudioDeskDeps,
  studioId: string,
  uid: string,
  input: StudioBookingInput,
): Promise<ApiStudioAppointment> {
  const { artistUid, client, clientId, ...appointment } = input;
  const { artist, actor } = await artistColumn(deps, studioId, uid, artistUid);
  let id = clientId;
  if (!id && client) {
    id = (await deps.books.clientIdByEmail(artistUid, client.email)) ?? undefined;
    id ??= (await deps.books.createClient(artistUid, client)).id;
  }
  const booked = await deps.books.createAppointment(
    artistUid,
    { ...appointment, clientId: id ?? '' },
    actor,
  );
  return withArtist(deps, artist, booked);
}
