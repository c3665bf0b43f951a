import { useStudioFormat } from './studio-format';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface StudioZone {
  /** The zone an artist's entered times are wall-clock times in, and times are shown in. */
  zone: string;
  /** Names the zone beside a time field when this device is elsewhere; undefined when not. */
  hint: string | undefined;
}

/**
 * The one rule for the times an artist enters or edits: they are the studio's wall clock
 * (Settings, or the first day's set-up), never this device's — a laptop left on UTC or a phone
 * abroad would otherwise book the session hours off and the client's mail would say so. The
 * device's zone is used only while no studio zone is known (no signed-in user held yet). It is
 * the zone `useStudioFormat` shows every other time in, so a form and the calendar agree.
 */
export function useStudioZone(): StudioZone {
  const zone = useStudioFormat().timeZone;
  const device = deviceZone();
  return {
    zone,
    hint:
      zone === device
        ? undefined
        : `Times in ${zone}, your studio's time zone (this device is on ${device}).`,
  };
}
