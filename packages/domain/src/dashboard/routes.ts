import { answer, route } from '../api/route';
import type { AiStatus } from './ai-status';
import type { DashboardToday } from './today';
import { studioSetUpRequestSchema, type StudioSetUp } from './studio-set-up';

/** The dashboard's figures. */
export const dashboardRoutes = {
  /** The first screen: the next session, the day, what waits, the week's money (issue 47). */
  today: route({
    method: 'GET',
    path: '/api/dashboard/today',
    access: 'artist',
    cache: 'no-store',
    answer: answer<DashboardToday>(),
  }),
  /** The first day's set-up: country, confirmed zone, currency, the one studio name and address. */
  setUpStudio: route({
    method: 'PUT',
    path: '/api/profile/studio',
    access: 'artist',
    body: studioSetUpRequestSchema,
    limit: { rule: 'profile', per: 'artist' },
    answer: answer<StudioSetUp>(),
  }),
};

/** What the admin dashboard warns about: read fresh each time. */
export const aiStatusRoutes = {
  status: route({
    method: 'GET',
    path: '/api/admin/ai-status',
    access: 'artist',
    cache: 'no-store',
    answer: answer<AiStatus>(),
  }),
};
