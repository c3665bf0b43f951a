import type { RequestHandler, Router } from 'express';
import { usersRoutes } from './routes';
import type { UsersService } from './users.service';

/** The terms acceptance and marketing consent of a signed-in user. */
export function usersArea(deps: { users: UsersService }, requireAuth: RequestHandler): Router {
  return usersRoutes(deps.users, requireAuth);
}
