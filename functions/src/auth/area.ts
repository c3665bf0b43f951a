import type { Router } from 'express';
import type { RouteGuards } from '../http/mount-routes';
import type { AuthDeps } from './deps';
import { authRoutes } from './routes';

/** Sign-up, sign-in, sign-out, the password reset and change, and who the caller is. */
export function authArea(deps: AuthDeps, guards: RouteGuards): Router {
  return authRoutes(deps, guards);
}
