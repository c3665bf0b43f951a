import { DEFAULT_LOCALE } from './studio-format';

/** Where and how an instant is read: the artist's zone and locale. */
export interface DateStyle {
  timeZone: string;
  locale?: string;
}

type Instant = Date | string | number;

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = style.locale ?? DEFAULT_LOCALE;
  const key = `${locale}|${style.timeZone}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    // A 24-hour clock reads '08:00', a 12-hour one '8:00 AM'.
    const twelve = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12;
    const hour = options.hour && !twelve ? '2-digit' : options.hour;
    found = new Intl.DateTimeFormat(locale, { timeZone: style.timeZone, ...options, hour });
    cache.set(key, found);
  }
  return found;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const asDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/**
 * The one date-and-time format, unambiguous in every country: '5 Dec 2026, 13:00' (en-GB),
 * 'Dec 5, 2026, 1:00 PM' (en-US). `seconds` for records where the second matters (evidence).
 */
export function formatDateTime(
  at: Instant,
  style: DateStyle,
  options: { seconds?: boolean; weekday?: boolean } = {},
): string {
  return formatter(style, {
    ...(options.weekday ? { weekday: 'short' } : {}),
    ...DAY,
    ...TIME,
    ...(options.seconds ? { second: '2-digit' } : {}),
  }).format(asDate(at));
}

/** The day alone in the same format: '5 Dec 2026'; `weekday` gives 'Sat 5 Dec 2026'. */
export function formatDate(at: Instant, style: DateStyle, options: { weekday?: boolean } = {}) {
  return formatter(style, { ...(options.weekday ? { weekday: 'short' } : {}), ...DAY }).format(
    asDate(at),
  );
}

/** The time of day alone: '13:00' (en-GB), '1:00 PM' (en-US). */
export function formatTime(at: Instant, style: DateStyle): string {
  return formatter(style, TIME).format(asDate(at));
}

/**
 * A calendar day key ('2026-12-05', no zone) in the same format: '5 Dec 2026'. Anything else
 * (a value stored before days were checked) shows as stored rather than as a thrown RangeError.
 */
export function formatDayKey(
  dateKey: string,
  locale?: string,
  options: { weekday?: boolean } = {},
) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateKey)) return dateKey;
  return formatDate(`${dateKey}T12:00:00Z`, { timeZone: 'UTC', locale }, options);
}
