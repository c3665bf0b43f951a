/** Session lengths the desk picks from, in minutes. */
export const DURATIONS = [30, 60, 90, 120, 180, 240, 300, 360, 480].map((minutes) => ({
  value: String(minutes),
  label:
    minutes < 60
      ? `${minutes} min`
      : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`,
}));
