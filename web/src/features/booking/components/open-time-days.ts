/** Open times of one studio day: the day's key and label, and each time's label. */
export interface OpenDay {
  key: string;
  label: string;
  times: { iso: string; label: string }[];
}

/**
 * Groups open times (ISO with the studio's offset) by the studio's day. The date and the clock
 * are read from the text itself, so they are the studio's wall clock whatever zone the
 * client's device is in.
 */
export function openDays(times: readonly string[]): OpenDay[] {
  const days = new Map<string, OpenDay>();
  for (const iso of times) {
    const key = iso.slice(0, 10);
    let day = days.get(key);
    if (!day) {
      const label = new Date(`${key}T12:00:00Z`).toLocaleDateString('en-GB', {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      });
      day = { key, label, times: [] };
      days.set(key, day);
    }
    day.times.push({ iso, label: iso.slice(11, 16) });
  }
  return [...days.values()];
}

/** The zone as people know it, beside its id: "Europe/Berlin (Central European Time)". */
export function zoneLabel(timeZone: string, at = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${timeZone} (${name})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** A time the server offers, said in full: "Saturday 27 March, 10:00". */
export function timeLabel(iso: string): string {
  const [day] = openDays([iso]);
  return day ? `${day.label}, ${day.times[0]!.label}` : iso;
}
