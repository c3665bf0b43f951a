/** Query keys start with the API path (the default fetcher GETs it). */
export const calendarKeys = {
  calendar: ['/api/calendar-new'] as const,
  /** Client management lists appointments too; edits here refresh it. */
  clients: ['/api/clients/enhanced'] as const,
  /** The signed-in user carries the artist's time zone. */
  me: ['/api/auth/me'] as const,
};
