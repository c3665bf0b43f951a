import type { Router } from 'express';
import type { AuthDeps } from './deps';
import { authRoutes, type AuthGuards } from './routes';

/** Sign-up, sign-in, sign-out, the password reset and change, and who the caller is. */
export function authArea(deps: AuthDeps, guards: AuthGuards): Router {
  return authRoutes(deps, guards);
}
