import { aiDisclosure, formatDate, formatDayKey, type ApiRecordedSupply } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { InkPassportDeps } from './deps';
import { readPassportArtist } from './passport-artist.repository';
import { approvedDesignAiAssisted } from './passport-design.repository';

/** One line of the passport: what the client's skin received, as the label said. */
interface PassportSupply {
  brand: string;
  name: string;
  lot: string;
  /** In the artist's date format ('5 Dec 2027'). */
  expires: string;
}

/**
 * Everything one session's passport prints, already in the artist's date format. Only this
 * client's session: the studio, the artist, the day, the placement and what was used.
 */
export interface PassportFacts {
  appointmentId: string;
  studioName: string;
  studioAddress: string | null;
  artistName: string;
  clientName: string;
  date: string;
  /** The session's start, for file names and lists. */
  startAt: Date;
  placement: string;
  inks: PassportSupply[];
  needles: PassportSupply[];
  version: number;
  recordedAt: string;
  /** Issue 46: "Designed by {artist} with AI assistance" when AI touched the approved design. */
  aiDisclosure: string | null;
}

/**
 * The passport of one appointment of this artist. No record (or another artist's appointment:
 * the path is the tenancy) is 404 `INK_PASSPORT_NOT_FOUND`.
 */
export async function gatherPassport(
  deps: InkPassportDeps,
  uid: string,
  appointmentId: string,
): Promise<PassportFacts> {
  const now = deps.clock();
  const [record, appointment, artist] = await Promise.all([
    deps.records.of(uid, appointmentId),
    deps.studio.appointment(uid, appointmentId),
    readPassportArtist(deps.db, uid, now),
  ]);
  if (!record || !appointment || !artist) throw new AppError('INK_PASSPORT_NOT_FOUND');
  const client = appointment.clientId ? await deps.studio.client(uid, appointment.clientId) : null;
  const aiAssisted = appointment.projectId
    ? await approvedDesignAiAssisted(deps.db, uid, appointment.projectId)
    : false;
  const { locale, timeZone } = artist.format;
  const zone = appointment.timezone || timeZone;
  const line = (s: ApiRecordedSupply): PassportSupply => ({
    brand: s.brand,
    name: s.name,
    lot: s.lot,
    expires: formatDayKey(s.expiresOn, locale),
  });
  return {
    appointmentId,
    studioName: artist.studioName,
    studioAddress: artist.studioAddress,
    artistName: artist.artistName,
    // A deleted client's kept record reads by its initials only (retention).
    clientName: client?.name ?? record.clientInitials,
    date: formatDate(appointment.appointmentDate, { timeZone: zone, locale }),
    startAt: appointment.appointmentDate,
    placement: record.placement,
    inks: record.supplies.filter((s) => s.kind === 'ink').map(line),
    needles: record.supplies.filter((s) => s.kind === 'needle').map(line),
    version: record.version,
    recordedAt: formatDate(record.recordedAt, { timeZone: zone, locale }),
    aiDisclosure: aiAssisted ? aiDisclosure(artist.artistName) : null,
  };
}
