import { dashboardRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { getToday, type TodayDeps } from './get-today';
import { setUpStudio } from './set-up-studio';

export function dashboardRoutes(todayDeps: TodayDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      today: async ({ uid }) => getToday(todayDeps, uid),
      setUpStudio: async ({ uid, body }) => setUpStudio(todayDeps, uid, body),
    },
    guards,
  );
}
