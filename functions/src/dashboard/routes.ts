import { dashboardRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { getDashboardStats, type DashboardDeps } from './get-dashboard-stats';

export function dashboardRoutes(deps: DashboardDeps, guards: RouteGuards): Router {
  return mountRoutes(declared, { stats: async ({ uid }) => getDashboardStats(deps, uid) }, guards);
}
