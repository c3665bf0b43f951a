import { Router, type RequestHandler } from 'express';
import { authOf } from '../http/auth-context';
import { getDashboardStats, type DashboardDeps } from './get-dashboard-stats';

export function dashboardRoutes(deps: DashboardDeps, requireAuth: RequestHandler): Router {
  const router = Router();

  router.get('/dashboard/stats', requireAuth, async (_req, res) => {
    res.json(await getDashboardStats(deps, authOf(res).uid));
  });

  return router;
}
