import type { Router } from 'express';
import type { RouteGuards } from '../http/mount-routes';
import { createStudiosDeps, type StudiosAreaDeps } from './deps';
import { studiosRoutes } from './routes';

/** Studios: several artists and a front desk under one roof (issue 43), wired for the app. */
export function studiosArea(deps: StudiosAreaDeps, guards: RouteGuards): Router {
  return studiosRoutes(createStudiosDeps(deps), guards);
}
