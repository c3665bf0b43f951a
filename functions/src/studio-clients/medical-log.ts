import type { MedicalReadKind, MedicalReadVia } from '@inkforge/domain';
import type { OwnMedicalRead } from '../clients';
import type { StudioAccess } from '../studios';
import type { StudioClientsDeps } from './deps';
import type { Member } from './studio-book';

/** Writes one row of the studio's medical-read log: who read whose record, what, when. */
export async function logMedicalRead(
  deps: Pick<StudioClientsDeps, 'repo' | 'clock'>,
  access: StudioAccess,
  artist: Member,
  read: { what: MedicalReadKind; via: MedicalReadVia } & Omit<OwnMedicalRead, 'what'>,
): Promise<void> {
  await deps.repo.logRead(access.studio.id, {
    readerUid: access.member.uid,
    readerName: access.member.displayName,
    readerRole: access.member.role,
    artistUid: artist.uid,
    artistName: artist.displayName,
    appointmentId: read.appointmentId,
    clientIds: read.clientIds,
    what: read.what,
    via: read.via,
    at: deps.clock(),
  });
}

/**
 * The clients area's hook: an artist opened a medical record through their own routes. When
 * the artist is in a studio (and may act there today), the read goes into its log; otherwise
 * there is no studio to tell.
 */
export function ownReadLogger(deps: Pick<StudioClientsDeps, 'directory' | 'repo' | 'clock'>) {
  return async (uid: string, read: OwnMedicalRead): Promise<void> => {
    const access = await deps.directory.door.mine(uid);
    if (!access) return;
    await logMedicalRead(deps, access, access.member, { ...read, via: 'artist' });
  };
}
