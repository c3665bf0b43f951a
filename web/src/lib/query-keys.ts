import type { QueryFilters } from '@tanstack/react-query';
import type { ApiRoute } from '@inkforge/domain';
import { apiPath, hasParams, type FileRoute, type ParamsArg } from './api-path';

/**
 * Every query key of the web, built here: the path the query calls (its parameters filled in),
 * then whatever else the answer depends on. An invalidation of a path's key matches every query
 * of that path (TanStack matches keys by prefix); a literal that matches nothing would leave a
 * screen stale, since queries here never go stale on their own.
 */
export function apiKey<R extends ApiRoute | FileRoute>(
  route: R,
  ...args: [...ParamsArg<R>, ...extras: unknown[]]
): readonly [string, ...unknown[]] {
  if (!hasParams(route)) return [apiPath(route), ...args];
  const [params, ...extras] = args;
  return [apiPath(route, params as never), ...extras];
}

/** Every query of a path and of the paths below it (`/api/gallery` and `/api/gallery/limits`). */
function underPath(path: string): QueryFilters {
  return {
    predicate: ({ queryKey: [first] }) =>
      typeof first === 'string' && (first === path || first.startsWith(`${path}/`)),
  };
}

/** The signed-in user lives in the query cache under this key: it is the auth state. */
export const userQueryKey = apiKey('GET /api/auth/me');

export const clientKeys = {
  simple: apiKey('GET /api/clients'),
  enhanced: apiKey('GET /api/clients/enhanced'),
  limits: apiKey('GET /api/clients/limits'),
  bodyPreviews: (id: string) => apiKey('GET /api/clients/:id/body-previews', { id }),
  /** The calendar lists the same appointments; changes here refresh it too. */
  calendar: apiKey('GET /api/calendar-new'),
  /** Addresses nothing more is mailed to (a bounce or a complaint), until the artist clears one. */
  mailSuppressions: apiKey('GET /api/mail-suppressions'),
};

export const galleryKeys = {
  /** A filter, not a key: every gallery query (the pages, the plan limits, the choices). */
  all: underPath('/api/gallery'),
  /** The gallery screen's pages ("Load more"), beside the first page other screens read. */
  items: apiKey('GET /api/gallery', 'pages'),
  limits: apiKey('GET /api/gallery/limits'),
  portfolioOrder: apiKey('GET /api/gallery/portfolio-order'),
};

export const calendarKeys = {
  calendar: clientKeys.calendar,
  /** Client management lists appointments too; edits here refresh it. */
  clients: clientKeys.enhanced,
  /** The signed-in user carries the artist's time zone. */
  me: userQueryKey,
  /** What each appointment has e-mailed its client (confirmation, reminder, notes). */
  mail: apiKey('GET /api/appointment-mail'),
};

/** The header bell: a finished job or a payment adds to it. */
export const notificationKeys = {
  all: apiKey('GET /api/notifications'),
};

/**
 * The dashboard's day (issue 47): sessions, what waits, the week's money, credits and set-up.
 * Every change to what it shows refreshes it, or the artist comes back to yesterday's figures.
 */
export const dashboardKeys = {
  today: apiKey('GET /api/dashboard/today'),
};

/** Issue 45: the shelf, the session records and the sterilisation log. */
export const supplyKeys = {
  /** A filter of every shelf query (each filter is its own query). */
  shelf: underPath('/api/supplies'),
  list: (state: string) => apiKey('GET /api/supplies', state),
  sessions: (id: string) => apiKey('GET /api/supplies/:id/sessions', { id }),
  record: (id: string) => apiKey('GET /api/appointments/:id/session-record', { id }),
  cycles: apiKey('GET /api/sterilisation/cycles'),
  sporeTests: apiKey('GET /api/sterilisation/spore-tests'),
};
