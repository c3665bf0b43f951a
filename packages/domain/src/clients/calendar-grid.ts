/**
 * Beyond the spec's list: the days of the week and month grids of the calendar, as local date
 * keys 'YYYY-MM-DD'. Weeks start on Monday. Date arithmetic is done at UTC noon on the key, so
 * no zone or daylight-saving shift can move a day.
 */
const DAY_MS = 86_400_000;

const keyToNoon = (key: string) => Date.parse(`${key}T12:00:00.000Z`);
const noonToKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Monday-first weekday index: Monday 0 … Sunday 6. */
function weekdayIndex(ms: number): number {
  return (new Date(ms).getUTCDay() + 6) % 7;
}

/** The seven days (Monday to Sunday) of the week holding `anchor`. */
export function weekDays(anchor: string): string[] {
  const noon = keyToNoon(anchor);
  const monday = noon - weekdayIndex(noon) * DAY_MS;
  return Array.from({ length: 7 }, (_, i) => noonToKey(monday + i * DAY_MS));
}

/** Whole weeks (Monday to Sunday) covering the month of `anchor`: 28 to 42 days. */
export function monthGridDays(anchor: string): string[] {
  const first = keyToNoon(`${anchor.slice(0, 7)}-01`);
  const start = first - weekdayIndex(first) * DAY_MS;
  const days: string[] = [];
  for (let ms = start; ; ms += DAY_MS) {
    const key = noonToKey(ms);
    if (days.length % 7 === 0 && days.length > 0 && key.slice(0, 7) !== anchor.slice(0, 7)) {
      return days;
    }
    days.push(key);
  }
}

/** The anchor moved by days, weeks or months (month steps keep day 1: no 31st overflow). */
export function shiftAnchor(anchor: string, view: 'day' | 'week' | 'month', steps: number): string {
  if (view === 'day') return noonToKey(keyToNoon(anchor) + steps * DAY_MS);
  if (view === 'week') return noonToKey(keyToNoon(anchor) + steps * 7 * DAY_MS);
  const [year = 0, month = 1] = anchor.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1 + steps, 1, 12));
  return noonToKey(date.getTime());
}
