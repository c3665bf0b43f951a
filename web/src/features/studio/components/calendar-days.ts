/** Day arithmetic on the studio's 'YYYY-MM-DD' days (no zone: a day key is already local). */
const DAY_MS = 86_400_000;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toKey = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string =>
  toKey(new Date(toDate(day).getTime() + n * DAY_MS));

/** Monday of the day's week. */
const weekStart = (day: string): string => addDays(day, -((toDate(day).getUTCDay() + 6) % 7));

/** Today in the studio's zone. */
export const todayIn = (timeZone: string, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

export type CalendarView = 'day' | 'week';

/** The first and last day a view shows around `day`. */
export function rangeOf(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'day') return { from: day, to: day };
  const from = weekStart(day);
  return { from, to: addDays(from, 6) };
}

/** Every day from–to, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 'HH:mm' plus minutes, as 'HH:mm' (a session past midnight reads on the clock). */
export function endTime(start: string, minutes: number): string {
  const total = Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5)) + minutes;
  const wrapped = ((total % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}
