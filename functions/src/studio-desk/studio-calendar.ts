import {
  dayFlags,
  isTattooer,
  localDateKey,
  localDateTimeInput,
  type ApiStudioCalendar,
  type ApiStudioCalendarEntry,
  type CalendarAppointment,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { memberActive } from '../studios';
import type { StudioDeskDeps } from './deps';

/**
 * Medical is a flag only: the calendar entry is built field by field from the artist's own
 * calendar, so the allergies and intake answers it carries never leave this function.
 */
function entryOf(
  a: CalendarAppointment,
  artist: { uid: string; displayName: string; color: string },
  timezone: string,
): ApiStudioCalendarEntry {
  const flags = dayFlags(a);
  const start = new Date(a.appointmentDate);
  return {
    id: a.id,
    artistUid: artist.uid,
    artistName: artist.displayName,
    artistColor: artist.color,
    clientId: a.clientId,
    clientName: a.clientName,
    ...(a.projectId ? { projectId: a.projectId } : {}),
    ...(a.projectTitle ? { projectTitle: a.projectTitle } : {}),
    title: a.title,
    appointmentDate: a.appointmentDate,
    localDate: localDateKey(start, timezone),
    localTime: localDateTimeInput(start, timezone).slice(11),
    duration: a.duration,
    type: a.type,
    status: a.status,
    flags: {
      depositMissing: flags.depositDue,
      intakeUnsigned: flags.intakeMissing,
      medicalReview: flags.medicalWarning !== undefined,
    },
  };
}

/**
 * GET /api/studios/{id}/calendar: every tattooing member's appointments whose day, in the
 * studio's zone, is from `from` to `to`. Any member may read it (the door keeps a guest to
 * their spot); `artist` keeps one column, the columns are all listed for the filter.
 */
export async function studioCalendar(
  deps: StudioDeskDeps,
  studioId: string,
  uid: string,
  query: { from: string; to: string; artist?: string },
): Promise<ApiStudioCalendar> {
  const { studio } = await deps.studios.door.access(studioId, uid);
  const now = deps.clock();
  const columns = (await deps.studios.members(studioId)).filter(
    (m) => isTattooer(m.role) && memberActive(m, studio, now),
  );
  const shown = query.artist ? columns.filter((m) => m.uid === query.artist) : columns;
  if (query.artist && shown.length === 0) throw new AppError('STUDIO_ARTIST_NOT_FOUND');
  const days = await Promise.all(
    shown.map(async (artist) =>
      (await deps.books.calendar(artist.uid))
        .map((a) => entryOf(a, artist, studio.timezone))
        .filter((a) => a.localDate >= query.from && a.localDate <= query.to),
    ),
  );
  return {
    studioId,
    timezone: studio.timezone,
    from: query.from,
    to: query.to,
    artists: columns.map((m) => ({
      uid: m.uid,
      displayName: m.displayName,
      color: m.color,
      role: m.role,
    })),
    appointments: days
      .flat()
      .sort((a, b) => Date.parse(a.appointmentDate) - Date.parse(b.appointmentDate)),
  };
}
