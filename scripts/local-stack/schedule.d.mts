/** The next time `schedule` ('every N minutes', 'every day HH:MM' in UTC) fires after `from`. */
export function nextRun(schedule: string, from: Date, timeZone?: string): Date;
