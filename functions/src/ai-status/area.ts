import { aiStatusRoutes as declared } from '@inkforge/domain';
import type { Router } from 'express';
import { authOf } from '../http/auth-context';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { getAiStatus, type AiStatusDeps } from './get-ai-status';

/** GET /api/admin/ai-status: what the admin dashboard warns about. */
export function aiStatusArea(deps: AiStatusDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    { status: async ({ res }) => getAiStatus(deps, authOf(res)) },
    guards,
  );
}
