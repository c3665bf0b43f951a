/**
 * The client's page under the app's origin: `${appOrigin}${portalPath(token)}`. One link per
 * client and artist; the token is the key, so the page needs no sign-in.
 */
export function portalPath(token: string): string {
  return `/bookings/${encodeURIComponent(token)}`;
}

/** A portal link is refused after this long without an appointment (none upcoming either). */
export const PORTAL_IDLE_MONTHS = 12;
