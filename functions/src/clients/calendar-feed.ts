import { loadIcal } from '../adapters/load-sdk';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { listCalendar } from './list-calendar';

/** Tokens we hand out are 43 base64url characters; anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The path of the artist's private feed (the web puts its own origin in front). */
export async function calendarFeedPath(
  deps: ClientsDeps,
  uid: string,
  rotate: boolean,
): Promise<{ path: string }> {
  const now = deps.clock();
  const token = rotate ? await deps.feeds.rotate(uid, now) : await deps.feeds.tokenOf(uid, now);
  return { path: `/api/calendar-feed/${token}.ics` };
}

/**
 * GET /api/calendar-feed/{token}.ics, public by design: the unguessable token is the key. The
 * feed holds what the calendar shows (time, title, client, project), no medical or money data.
 */
export async function calendarFeed(deps: ClientsDeps, file: string): Promise<string> {
  // ical-generator loads with the first feed, not when the worker starts (load-sdk.ts).
  const { default: ical, ICalEventStatus } = await loadIcal();
  const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
  const uid = TOKEN.test(token) ? await deps.feeds.ownerOf(token) : null;
  if (!uid) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  const calendar = ical({ name: 'InkForge appointments', prodId: '//InkForge//Studio//EN' });
  for (const a of await listCalendar(deps, uid)) {
    const start = new Date(a.appointmentDate);
    calendar.createEvent({
      id: `${a.id}@inkforge`,
      start,
      end: new Date(start.getTime() + a.duration * 60_000),
      summary: `${a.title} — ${a.clientName}`,
      description: a.projectTitle ? `Project: ${a.projectTitle}` : undefined,
      // Booked but not yet confirmed with the client is TENTATIVE: subscribed calendars show
      // the difference the app's own calendar shows.
      status:
        a.status === 'cancelled'
          ? ICalEventStatus.CANCELLED
          : a.status === 'scheduled'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
