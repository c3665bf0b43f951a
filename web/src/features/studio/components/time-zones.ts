/** Every zone the browser knows, the studio's own first when it is the browser's. */
export function timeZoneOptions(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const here = browserTimeZone();
  return known.includes(here) ? known : [here, ...known];
}

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
