import {
  flashDayOn,
  isoWithOffset,
  openTimes,
  workingHoursRequestSchema,
  type ApiOpenTimes,
  type Availability,
  type BusyTime,
  type WorkingHours,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { FlashDeps } from './deps';
import type { StoredFlash } from './flash.repository';

/** Start times fall on a 30-minute grid from the studio's opening time. */
export const STEP_MINUTES = 30;
const DAY = 86_400_000;

export function hoursOf(user: Record<string, unknown> | undefined): WorkingHours | null {
  const parsed = workingHoursRequestSchema.safeParse(user?.workingHours);
  return parsed.success ? parsed.data : null;
}

export function zoneOf(user: Record<string, unknown> | undefined): string {
  return typeof user?.timezone === 'string' && user.timezone ? user.timezone : 'UTC';
}

/** The open times for one flash size, as one function for the times list and the hold. */
function timesFor(input: {
  hours: WorkingHours;
  timeZone: string;
  availability: Availability;
  busy: BusyTime[];
  flash: StoredFlash;
  variant: number;
  from: Date;
  to: Date;
  now: Date;
}): Date[] {
  const size = input.flash.variants[input.variant];
  if (!size) throw new AppError('FLASH_NOT_FOUND');
  return openTimes({
    hours: input.hours,
    timeZone: input.timeZone,
    availability: input.availability,
    busy: input.busy,
    durationMinutes: size.duration,
    stepMinutes: STEP_MINUTES,
    from: input.from,
    to: input.to,
    now: input.now,
  });
}

const instant = (text: string | undefined, fallback: Date) => {
  const parsed = text ? new Date(text) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : fallback;
};

/**
 * GET /api/public/booking/{username}/times?flashId=&variant=&from=&to=: open times, at most
 * 31 days at a time, each as ISO 8601 with the studio's offset and the zone named.
 */
export async function listOpenTimes(
  deps: FlashDeps,
  artist: { uid: string; user: Record<string, unknown> | undefined },
  query: { flashId: string; variant: number; from?: string | undefined; to?: string | undefined },
): Promise<ApiOpenTimes> {
  const now = deps.clock();
  const flash = await deps.flash.get(artist.uid, query.flashId);
  if (!flash || flash.archived) throw new AppError('FLASH_NOT_FOUND');
  const hours = hoursOf(artist.user);
  if (!hours) throw new AppError('BOOKING_NO_WORKING_HOURS');
  const timeZone = zoneOf(artist.user);
  const from = instant(query.from, now);
  const to = new Date(
    Math.min(
      instant(query.to, new Date(from.getTime() + 14 * DAY)).getTime(),
      from.getTime() + 31 * DAY,
    ),
  );
  const [availability, busy] = await Promise.all([
    deps.flash.availabilityOf(artist.uid),
    deps.flash.busyBetween(artist.uid, from, to, now),
  ]);
  const times = timesFor({
    hours,
    timeZone,
    availability,
    busy,
    flash,
    variant: query.variant,
    from,
    to,
    now,
  });
  const iso = times.map((t) => isoWithOffset(t, timeZone));
  const days = [...new Set(iso.map((t) => t.slice(0, 10)))];
  return {
    timezone: timeZone,
    times: iso,
    flashDays: days.filter((day) => flashDayOn(day, availability)),
  };
}
