/**
 * Query keys that more than one feature reads or refreshes. One factory for each, so an
 * invalidation always matches the query it means (a literal that matches nothing leaves a
 * screen stale: queries here never go stale on their own). Keys start with the API path, which
 * the default fetcher GETs.
 */
/** The signed-in user lives in the query cache under this key: it is the auth state. */
export const userQueryKey = ['/api/auth/me'] as const;

export const clientKeys = {
  simple: ['/api/clients'] as const,
  enhanced: ['/api/clients/enhanced'] as const,
  limits: ['/api/clients/limits'] as const,
  bodyPreviews: (clientId: string) => [`/api/clients/${clientId}/body-previews`] as const,
  /** The calendar lists the same appointments; changes here refresh it too. */
  calendar: ['/api/calendar-new'] as const,
};

export const galleryKeys = {
  /** Every gallery query: the items and the plan limits. */
  all: ['gallery'] as const,
  items: ['gallery', 'items'] as const,
  limits: ['gallery', 'limits'] as const,
};

export const calendarKeys = {
  calendar: clientKeys.calendar,
  /** Client management lists appointments too; edits here refresh it. */
  clients: clientKeys.enhanced,
  /** The signed-in user carries the artist's time zone. */
  me: userQueryKey,
  /** What each appointment has e-mailed its client (confirmation, reminder, notes). */
  mail: ['/api/appointment-mail'] as const,
};

/** The header bell: a finished job or a payment adds to it. */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
};

/**
 * The dashboard's four counts (clients, generations, gallery images): every change to what it
 * counts refreshes it, or the artist comes back to yesterday's numbers.
 */
export const dashboardKeys = {
  stats: ['/api/dashboard/stats'] as const,
};
