import { answer, route } from '../api/route';
import type { AiStatus } from './ai-status';
import type { DashboardStats } from './dashboard-stats';

/** The dashboard's figures. */
export const dashboardRoutes = {
  stats: route({
    method: 'GET',
    path: '/api/dashboard/stats',
    access: 'artist',
    answer: answer<DashboardStats>(),
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
