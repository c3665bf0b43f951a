// The two schedule forms the functions declare ('every N minutes', 'every day HH:MM'), read as
// Cloud Scheduler reads them. Any other form is refused, so a new one is noticed here first.

/** The next time at or after `from` + 1 s that `schedule` fires. `timeZone`: only UTC is read. */
export function nextRun(schedule, from, timeZone = 'UTC') {
  const minutes = /^every (\d+) minutes?$/.exec(schedule);
  if (minutes) {
    const step = Number(minutes[1]) * 60_000;
    return new Date(Math.floor(from.getTime() / step) * step + step);
  }
  const daily = /^every day (\d{2}):(\d{2})$/.exec(schedule);
  if (daily && (timeZone ?? 'UTC') === 'UTC') {
    const at = new Date(from);
    at.setUTCHours(Number(daily[1]), Number(daily[2]), 0, 0);
    if (at.getTime() <= from.getTime()) at.setUTCDate(at.getUTCDate() + 1);
    return at;
  }
  throw new Error(`The local scheduler cannot read the schedule "${schedule}" (${timeZone})`);
}
